/* sudoku-cli-logic.c
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The logical solver from the command line: steps, rate and hint. */

#define G_LOG_DOMAIN "nanpure-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-cli.h"
#include "sudoku-game.h"
#include "sudoku-hint.h"
#include "sudoku-logic.h"
#include "sudoku-parse.h"
#include "sudoku-path.h"
#include "sudoku-se.h"
#include "sudoku-solver.h"

void
sudoku_cli_json_append_string (GString    *out,
                               const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      switch (*p)
        {
        case '"':  g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if ((guchar) *p < 0x20)
            g_string_append_printf (out, "\\u%04x", (guchar) *p);
          else
            g_string_append_c (out, *p);
        }
    }
  g_string_append_c (out, '"');
}

void
sudoku_cli_json_append_candidates (GString      *out,
                                   const GArray *candidates,
                                   const char   *relation)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < candidates->len; i++)
    {
      const SudokuCandidate *candidate = &g_array_index (candidates, SudokuCandidate, i);

      g_string_append_printf (out, "%s\"r%uc%u%s%u\"", i ? "," : "",
                              sudoku_cell_row (candidate->cell) + 1,
                              sudoku_cell_column (candidate->cell) + 1, relation, candidate->digit);
    }
  g_string_append_c (out, ']');
}

static const char *
outcome_key (SudokuAssumptionOutcome outcome)
{
  switch (outcome)
    {
    case SUDOKU_ASSUMPTION_CONTRADICTION: return "contradiction";
    case SUDOKU_ASSUMPTION_SOLVED:        return "solved";
    case SUDOKU_ASSUMPTION_GAVE_UP:       return "gave-up";
    case SUDOKU_ASSUMPTION_STOPPED:       return "stopped";
    case SUDOKU_ASSUMPTION_OPEN:
    default:                              return "open";
    }
}

/* How an assumption ended, in words, for the text output (the JSON has
 * outcome_key()). */
static const char *
outcome_text (SudokuAssumptionOutcome outcome)
{
  switch (outcome)
    {
    case SUDOKU_ASSUMPTION_CONTRADICTION: return _("contradiction");
    case SUDOKU_ASSUMPTION_SOLVED:        return _("solved");
    case SUDOKU_ASSUMPTION_GAVE_UP:       return _("gave up");
    case SUDOKU_ASSUMPTION_OPEN:
    default:                              return C_("assumption", "open");
    }
}

static const char *
result_key (SudokuPathResult result)
{
  switch (result)
    {
    case SUDOKU_PATH_SOLVED:      return "solved";
    case SUDOKU_PATH_STUCK:       return "stuck";
    case SUDOKU_PATH_GAVE_UP:     return "gave-up";
    case SUDOKU_PATH_NO_SOLUTION:
    default:                      return "no-solution";
    }
}

static void
json_append_step (GString           *out,
                  const SudokuStep  *step,
                  const SudokuBoard *before)
{
  const SudokuTechniqueInfo *info = sudoku_technique_get_info (step->technique);
  g_autofree char *summary = sudoku_step_dup_summary (step, before);
  g_autofree char *explanation = sudoku_step_dup_explanation (step, before);

  g_string_append (out, "{\"technique\":");
  sudoku_cli_json_append_string (out, info->key);
  g_string_append (out, ",\"name\":");
  sudoku_cli_json_append_string (out, info->name);
  if (info->hodoku_code)
    g_string_append_printf (out, ",\"code\":\"%s\"", info->hodoku_code);
  g_string_append_printf (out, ",\"depth\":%u", step->depth);
  if (step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
    g_string_append_printf (out, ",\"outcome\":\"%s\"", outcome_key (step->outcome));
  g_string_append (out, ",\"placements\":");
  sudoku_cli_json_append_candidates (out, step->placements, "=");
  g_string_append (out, ",\"eliminations\":");
  sudoku_cli_json_append_candidates (out, step->eliminations, "<>");
  g_string_append_printf (out, ",\"se\":%.1f,\"summary\":", step->se_rating);
  sudoku_cli_json_append_string (out, summary);
  g_string_append (out, ",\"explanation\":");
  sudoku_cli_json_append_string (out, explanation);
  g_string_append_c (out, '}');
}

static gboolean
parse_format (const char *command,
              const char *name,
              gboolean   *json)
{
  if (name == NULL || g_str_equal (name, "text"))
    *json = FALSE;
  else if (g_str_equal (name, "json"))
    *json = TRUE;
  else
    {
      sudoku_cli_usage_error (command, _("unknown format “%s”: use text or json"), name);
      return FALSE;
    }
  return TRUE;
}

int
sudoku_cli_steps (int    argc,
                  char **argv)
{
  g_autofree char *variant_name = NULL;
  g_autofree char *profile_name = NULL;
  g_autofree char *format_name = NULL;
  gboolean all = FALSE;
  const GOptionEntry entries[] = {
    { "profile", 'p', 0, G_OPTION_ARG_STRING, &profile_name,
      N_("original, standard, full (default) or a comma-separated list of techniques"), N_("PROFILE") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("text (default) or json"), N_("FORMAT") },
    { "all", 'a', 0, G_OPTION_ARG_NONE, &all,
      N_("List every step available in the position given, not the path"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(SudokuPath) path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GPtrArray) moves = NULL;
  SudokuProfile profile;
  SudokuVariant variant;
  SudokuMoveState start;
  gboolean json = FALSE;

  context = sudoku_cli_context_new (
    _("[FILE|PUZZLE|-] — the solving path"),
    _("Solves one puzzle the way a person would and prints every step."),
    _("Output (text): one step per line, indented by two spaces per\n"
      "assumption in force; a last line “result: solved|stuck|gave-up|\n"
      "no-solution” goes to stderr. With --format=json: one JSON array of\n"
      "step objects (technique, name, code, depth, outcome, placements,\n"
      "eliminations, se, summary, explanation).\n"
      "\n"
      "Input: a file, “-” or nothing for standard input, or the puzzle\n"
      "itself. A puzzle with no solution or several, an empty grid, or\n"
      "givens that break the rules are reported on stderr (naming the\n"
      "digit, its houses and cells) and no step is printed.\n"
      "\n"
      "Exit status: 0 when the puzzle was solved, 1 otherwise (stuck, or\n"
      "not a proper puzzle), 2 for a usage error or an input that cannot be\n"
      "read."),
    entries);
  if (!sudoku_cli_parse_options (context, "steps", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (!sudoku_cli_parse_variant ("steps", variant_name, &variant) ||
      !parse_format ("steps", format_name, &json))
    return SUDOKU_CLI_EXIT_USAGE;
  if (!sudoku_profile_init_from_string (&profile, profile_name ? profile_name : "full", &error))
    return sudoku_cli_usage_error ("steps", "%s", error->message);
  if (argc > 2)
    return sudoku_cli_usage_error ("steps", _("give one puzzle"));
  if (all)
    return sudoku_cli_all_steps (argc == 2 ? argv[1] : NULL, &profile, variant, json);

  puzzle = sudoku_cli_read_puzzle (argc == 2 ? argv[1] : NULL, variant, &error);
  if (puzzle == NULL)
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      return sudoku_cli_exit_for_error (error);
    }
  /* Steps explain the way to the one solution: a puzzle with none, or
   * with several, has no such way to show. */
  if (!sudoku_cli_check_puzzle (&puzzle->board, variant, &error))
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      return SUDOKU_CLI_EXIT_FAILURE;
    }

  path = sudoku_path_solve (&puzzle->board, &profile, NULL, &error);
  start.board = puzzle->board;
  sudoku_board_compute_candidates (&start.board);
  if (puzzle->has_candidates)
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      start.board.candidates[cell] &= puzzle->board.candidates[cell];
  memset (start.origins, 0, sizeof start.origins);
  /* Each step is explained on the board it was found on: the moves of
   * the path carry it, across the assumption search's backtracks. */
  moves = sudoku_moves_for_path (&start, path);

  if (json)
    g_string_append_c (out, '[');
  for (guint i = 0, n = 0; i < moves->len; i++)
    {
      SudokuMove *move = moves->pdata[i];
      const SudokuStep *step = sudoku_move_get_step (move);
      const SudokuBoard *before = &sudoku_move_get_before (move)->board;

      if (sudoku_move_get_kind (move) != SUDOKU_MOVE_STEP)
        continue;
      /* The path's own step, with its final outcome. */
      step = g_ptr_array_index (path->steps, n++);
      if (json)
        {
          if (n > 1)
            g_string_append_c (out, ',');
          json_append_step (out, step, before);
        }
      else
        {
          g_autofree char *summary = sudoku_step_dup_summary (step, before);

          for (guint d = 0; d < step->depth; d++)
            g_string_append (out, "  ");
          if (step->technique == SUDOKU_TECHNIQUE_ASSUMPTION)
            /* Translators: a line of `steps`: an assumption ("Assumption:
             * r4c3=6") and how it ended ("solved", "contradiction"). */
            g_string_append_printf (out, _("%s (%s)"), summary, outcome_text (step->outcome));
          else
            g_string_append (out, summary);
          g_string_append_c (out, '\n');
        }
      sudoku_cli_write (out->str, out->len);
      g_string_truncate (out, 0);
    }
  if (json)
    sudoku_cli_write ("]\n", 2);
  if (!sudoku_cli_finish_output ())
    return SUDOKU_CLI_EXIT_IO;

  g_printerr ("result: %s\n", result_key (path->result));
  return path->result == SUDOKU_PATH_SOLVED ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_FAILURE;
}

typedef struct
{
  const SudokuCliInput   *input;
  const SudokuParseEntry *entry;
  const SudokuProfile    *profile;
  SudokuVariant           variant;
  char                   *line;
  gboolean                solved;
  gboolean                se;
  gboolean                quick;
} RateJob;

static void
rate_one (RateJob  *job,
          gboolean  json)
{
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(SudokuPath) path = NULL;
  g_autofree char *givens = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) se_error = NULL;
  SudokuRating rating;
  SudokuSeRating se;
  gboolean have_se = FALSE;

  if (job->entry->puzzle == NULL ||
      !sudoku_cli_check_puzzle (&job->entry->puzzle->board, job->variant, &error))
    {
      g_autofree char *message = error != NULL
        ? g_strdup (error->message)
        : sudoku_cli_dup_entry_error (job->input, job->entry->error->message);

      if (json)
        {
          g_string_append (line, "{");
          if (job->entry->puzzle != NULL)
            {
              givens = sudoku_format_line (&job->entry->puzzle->board);
              g_string_append_printf (line, "\"puzzle\":\"%s\",", givens);
            }
          g_string_append (line, "\"error\":");
          sudoku_cli_json_append_string (line, message);
          g_string_append (line, "}");
        }
      else
        {
          g_string_append (line, "error: ");
          g_string_append (line, message);
        }
      job->line = g_string_free (g_steal_pointer (&line), FALSE);
      return;
    }

  path = sudoku_path_solve (&job->entry->puzzle->board, job->profile, NULL, NULL);
  sudoku_rating_from_path (path, &rating);
  job->solved = rating.solved;
  givens = sudoku_format_line (&job->entry->puzzle->board);

  /* se=: Sudoku Explainer's ER for a classic puzzle (our estimate when it
   * is exact or the puzzle is Windoku, which Sudoku Explainer does not rate) */
  if (job->se && job->entry->puzzle->board.variant == SUDOKU_VARIANT_CLASSIC)
    {
      have_se = sudoku_se_rate (&job->entry->puzzle->board, NULL, &se, &se_error);
      if (have_se)
        rating.se_rating = se.er;
    }
  else if (!job->quick)
    sudoku_se_settle_rating (&job->entry->puzzle->board, &rating, NULL, NULL);

  if (json)
    {
      gboolean first = TRUE;

      g_string_append_printf (line, "{\"puzzle\":\"%s\",\"level\":%u,\"score\":%u,\"se\":%.1f,"
                              "\"assumptions\":%u,\"solved\":%s,\"result\":\"%s\",\"techniques\":{",
                              givens, rating.level, rating.score, rating.se_rating,
                              rating.assumptions, rating.solved ? "true" : "false",
                              result_key (path->result));
      for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
        if (rating.counts[t])
          {
            g_string_append_printf (line, "%s\"%s\":%u", first ? "" : ",",
                                    sudoku_technique_get_info (t)->key, rating.counts[t]);
            first = FALSE;
          }
      g_string_append (line, "}}");
    }
  else
    g_string_append_printf (line, "%s level=%u score=%u se=%.1f assumptions=%u result=%s",
                            givens, rating.level, rating.score, rating.se_rating,
                            rating.assumptions, result_key (path->result));

  if (job->se)
    {
      if (have_se)
        {
          if (json)
            {
              g_string_truncate (line, line->len - 1);
              g_string_append_printf (line, ",\"er\":%.1f,\"ep\":%.1f,\"ed\":%.1f}", se.er, se.ep, se.ed);
            }
          else
            g_string_append_printf (line, " er=%.1f ep=%.1f ed=%.1f", se.er, se.ep, se.ed);
        }
      else if (!json)
        g_string_append_printf (line, " er=error (%s)",
                                se_error != NULL ? se_error->message
                                                 : _("Sudoku Explainer rates classic puzzles only"));
    }

  job->line = g_string_free (g_steal_pointer (&line), FALSE);
}

typedef struct
{
  RateJob  *jobs;
  guint     n_jobs;
  guint     next;
  GMutex    lock;
  gboolean  json;
} RateQueue;

static gpointer
rate_worker (gpointer data)
{
  RateQueue *queue = data;

  for (;;)
    {
      guint index;

      g_mutex_lock (&queue->lock);
      index = queue->next++;
      g_mutex_unlock (&queue->lock);
      if (index >= queue->n_jobs)
        return NULL;
      rate_one (&queue->jobs[index], queue->json);
    }
}

int
sudoku_cli_rate (int    argc,
                 char **argv)
{
  g_autofree char *variant_name = NULL;
  g_autofree char *profile_name = NULL;
  g_autofree char *format_name = NULL;
  int threads = 1;
  gboolean se = FALSE;
  gboolean quick = FALSE;
  const GOptionEntry options[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_name,
      N_("text (default) or json"), N_("FORMAT") },
    { "profile", 'p', 0, G_OPTION_ARG_STRING, &profile_name,
      N_("original, standard, full (default) or a comma-separated list of techniques"), N_("PROFILE") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads,
      N_("Rate with N threads (default 1)"), N_("N") },
    { "se", 0, 0, G_OPTION_ARG_NONE, &se,
      N_("Also give Sudoku Explainer's three ratings (slow on the hardest puzzles)"), NULL },
    { "quick", 'q', 0, G_OPTION_ARG_NONE, &quick,
      N_("se= is our quick estimate of Sudoku Explainer's rating, exact only when singles solve the puzzle (several times faster on big files)"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) inputs = NULL;
  g_autoptr(GPtrArray) entries_all = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree RateJob *jobs = NULL;
  g_autofree GThread **workers = NULL;
  RateQueue queue = { 0, };
  SudokuProfile profile;
  SudokuVariant variant;
  gboolean json = FALSE;
  gboolean all_solved = TRUE;

  context = sudoku_cli_context_new (
    _("[FILE|PUZZLE|-]… — rate puzzles"),
    _("Rates every puzzle by the techniques a person needs to solve it."),
    _("Output: one line per puzzle, in input order. Text:\n"
      "  <81 givens> level=<1–7> score=<n> se=<x.y> assumptions=<n> result=<r>\n"
      "JSON (one object per line): puzzle, level, score, se, assumptions,\n"
      "solved, result, techniques (technique → count). se is the rating\n"
      "Sudoku Explainer 1.2.1 gives a classic puzzle (its ER, computed by\n"
      "its rules; seconds for the hardest puzzles). Sudoku Explainer does\n"
      "not rate Windoku: there se is our estimate, the hardest step of our\n"
      "solve on its scale. With --se the line ends with all three of Sudoku\n"
      "Explainer's ratings, er=<x.y> ep=<x.y> ed=<x.y> (JSON: er, ep, ed);\n"
      "classic puzzles only. assumptions is how many assumptions the solve\n"
      "of the profile needed (the seeds' “required assumptions”): 0 with\n"
      "the full profile, whose forcing chains explain every known puzzle;\n"
      "the seeds' figure is that of -p original.\n"
      "\n"
      "Input: as for “nanpure-cli solve”. Only a proper puzzle is rated: one\n"
      "that cannot be read, breaks the rules (the message names the digit,\n"
      "its houses and cells), has no solution or several, or is an empty\n"
      "grid gives “error: <message>” (JSON: {\"puzzle\", \"error\"}).\n"
      "\n"
      "Exit status: 0 when every puzzle was rated and solved, 1 otherwise,\n"
      "2 for a usage error or an input that cannot be read."),
    options);
  if (!sudoku_cli_parse_options (context, "rate", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (!sudoku_cli_parse_variant ("rate", variant_name, &variant) ||
      !parse_format ("rate", format_name, &json))
    return SUDOKU_CLI_EXIT_USAGE;
  if (!sudoku_profile_init_from_string (&profile, profile_name ? profile_name : "full", &error))
    return sudoku_cli_usage_error ("rate", "%s", error->message);
  if (threads < 1 || threads > 1024)
    return sudoku_cli_usage_error ("rate", _("the number of threads must be 1–1024, not %d"), threads);
  if (se && variant != SUDOKU_VARIANT_CLASSIC)
    return sudoku_cli_usage_error ("rate", _("--se rates classic puzzles only"));
  if (se && quick)
    return sudoku_cli_usage_error ("rate", _("--se and --quick cannot go together: --se computes Sudoku Explainer's ratings, --quick leaves them out"));

  inputs = sudoku_cli_read_inputs (argc - 1, argv + 1);
  if (inputs == NULL)
    return SUDOKU_CLI_EXIT_USAGE;

  entries_all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < inputs->len; i++)
    {
      const SudokuCliInput *input = g_ptr_array_index (inputs, i);
      GPtrArray *entries = sudoku_parse_collection (input->text, (gssize) input->length, variant);

      g_ptr_array_set_free_func (entries, (GDestroyNotify) sudoku_parse_entry_free);
      g_ptr_array_add (entries_all, entries);
      queue.n_jobs += entries->len;
    }
  if (queue.n_jobs == 0)
    {
      sudoku_cli_report_no_puzzle (inputs);
      return SUDOKU_CLI_EXIT_FAILURE;
    }

  jobs = g_new0 (RateJob, queue.n_jobs);
  for (guint i = 0, n = 0; i < entries_all->len; i++)
    {
      GPtrArray *entries = g_ptr_array_index (entries_all, i);

      for (guint j = 0; j < entries->len; j++, n++)
        {
          jobs[n].input = g_ptr_array_index (inputs, i);
          jobs[n].entry = g_ptr_array_index (entries, j);
          jobs[n].profile = &profile;
          jobs[n].variant = variant;
          jobs[n].se = se;
          jobs[n].quick = quick;
        }
    }

  queue.jobs = jobs;
  queue.json = json;
  g_mutex_init (&queue.lock);
  workers = g_new0 (GThread *, threads);
  for (int t = 1; t < threads; t++)
    workers[t] = g_thread_new ("rate", rate_worker, &queue);
  rate_worker (&queue);
  for (int t = 1; t < threads; t++)
    g_thread_join (workers[t]);
  g_mutex_clear (&queue.lock);

  for (guint i = 0; i < queue.n_jobs; i++)
    {
      sudoku_cli_write (jobs[i].line, strlen (jobs[i].line));
      sudoku_cli_write ("\n", 1);
      all_solved &= jobs[i].solved;
      g_free (jobs[i].line);
    }
  if (!sudoku_cli_finish_output ())
    return SUDOKU_CLI_EXIT_IO;

  return all_solved ? SUDOKU_CLI_EXIT_OK : SUDOKU_CLI_EXIT_FAILURE;
}

int
sudoku_cli_hint (int    argc,
                 char **argv)
{
  g_autofree char *variant_name = NULL;
  g_autofree char *profile_name = NULL;
  g_autofree char *level_name = NULL;
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("vague, concrete or full (default)"), N_("LEVEL") },
    { "profile", 'p', 0, G_OPTION_ARG_STRING, &profile_name,
      N_("original, standard, full (default) or a comma-separated list of techniques"), N_("PROFILE") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name,
      N_("The rules: classic (default) or windoku"), N_("VARIANT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SudokuContradiction contradiction;
  SudokuHintLevel level;
  SudokuProfile profile;
  SudokuVariant variant;
  SudokuBoard board;

  context = sudoku_cli_context_new (
    _("[FILE|PUZZLE|-] — a hint for the next move"),
    _("Says what to look for next, from the board as given (values and,\n"
      "for pencil-mark input, the candidates as written)."),
    _("Levels: vague (the technique and where), concrete (technique,\n"
      "digits and cells), full (the step and why it holds).\n"
      "\n"
      "When no technique applies and the profile allows assumptions, the\n"
      "hint names the assumption the solver would make next.\n"
      "\n"
      "Exit status: 0 when a hint was given, 1 when none applies or the\n"
      "board breaks the rules or already contradicts the solution, 2 for a\n"
      "usage error or an input that cannot be read."),
    entries);
  if (!sudoku_cli_parse_options (context, "hint", &argc, &argv))
    return SUDOKU_CLI_EXIT_USAGE;
  if (!sudoku_cli_parse_variant ("hint", variant_name, &variant))
    return SUDOKU_CLI_EXIT_USAGE;
  if (level_name != NULL && !g_str_equal (level_name, "vague") &&
      !g_str_equal (level_name, "concrete") && !g_str_equal (level_name, "full"))
    return sudoku_cli_usage_error ("hint", _("unknown level “%s”: use vague, concrete or full"),
                                   level_name);
  if (!sudoku_profile_init_from_string (&profile, profile_name ? profile_name : "full", &error))
    return sudoku_cli_usage_error ("hint", "%s", error->message);
  if (argc > 2)
    return sudoku_cli_usage_error ("hint", _("give one puzzle"));

  puzzle = sudoku_cli_read_puzzle (argc == 2 ? argv[1] : NULL, variant, &error);
  if (puzzle == NULL)
    {
      g_printerr ("nanpure-cli: %s\n", error->message);
      return sudoku_cli_exit_for_error (error);
    }
  board = puzzle->board;

  /* The window's rule (sudoku_hint_check_board()): what is wrong with the
   * board first; then the step, or the assumption the solver would make
   * when no technique applies. */
  step = sudoku_hint_find_next (&board, &profile, &contradiction);
  if (contradiction.kind != SUDOKU_CONTRADICTION_NONE)
    {
      g_autofree char *message = sudoku_contradiction_dup_message (&contradiction);

      g_print ("%s\n", message);
      return SUDOKU_CLI_EXIT_FAILURE;
    }
  if (step == NULL)
    {
      g_print ("%s\n", _("No technique of the profile applies here."));
      return SUDOKU_CLI_EXIT_FAILURE;
    }

  if (level_name != NULL && g_str_equal (level_name, "vague"))
    level = SUDOKU_HINT_VAGUE;
  else if (level_name != NULL && g_str_equal (level_name, "concrete"))
    level = SUDOKU_HINT_CONCRETE;
  else
    level = SUDOKU_HINT_FULL;
  text = sudoku_hint_dup_text (step, &board, level);
  g_print ("%s\n", text);
  return SUDOKU_CLI_EXIT_OK;
}
