/* ui-test-utils.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the UI tests share: running a body inside a real application
 * with a private session bus, waiting for frames and transitions,
 * finding widgets, toplevels and actions, and reaching a window's game,
 * checker, library link and status. Built as the static library
 * ui-test-utils, on the app and test-utils (whose iterate_until()
 * waits on the main loop). */

#pragma once

#include <adwaita.h>
#include <string.h>

#include "sudoku-application.h"
#include "sudoku-draft.h"
#include "sudoku-export-dialog.h"
#include "sudoku-game.h"
#include "sudoku-session.h"
#include "sudoku-window.h"
#include "test-utils.h"

G_BEGIN_DECLS

typedef void (*TestBody) (SudokuApplication *application);

/* A test function test_@name that runs @name in an application. */
#define UI_TEST(name) \
  static void \
  test_##name (void) \
  { \
    run_in_application (name); \
  }

void               iterate_frames              (GtkWidget         *widget,
                                                guint              n);
gboolean           transitions_done            (gpointer           data);
void               iterate_until_settled       (GtkWidget         *widget);
void               iterate_until_still         (GtkWidget         *widget);

gboolean           is_mapped                   (gpointer           data);
gboolean           is_shown                    (gpointer           data);
gboolean           is_not_opening              (gpointer           data);
gboolean           is_checked                  (gpointer           data);
gboolean           is_idle                     (gpointer           data);
gboolean           has_banner                  (gpointer           data);
gboolean           is_idle_library             (gpointer           data);
gboolean           history_is_rated            (gpointer           data);

SudokuApplication *application_new_for_test    (void);
void               ui_activate_cb              (GApplication      *application,
                                                TestBody           body);
void               run_in_application          (TestBody           body);
int                ui_test_run                 (int                argc,
                                                char             **argv,
                                                void             (*add_tests) (void));
int                ui_test_run_with_library    (int                argc,
                                                char             **argv,
                                                void             (*add_tests) (void),
                                                const char        *name,
                                                char             **folder);
guint              clear_drafts                (void);

void               destroy_window              (gpointer           window);
SudokuWindow      *window_with_puzzle          (SudokuApplication *application,
                                                const char        *puzzle);
SudokuGame        *window_game                 (SudokuWindow      *window);
SudokuChecker     *window_checker              (SudokuWindow      *window);
SudokuLibraryLink *window_link                 (SudokuWindow      *window);
SudokuSolveRunner *runner_of                   (SudokuWindow      *window);
gboolean           is_window_busy              (SudokuWindow      *window);
const char        *banner_text_of              (SudokuWindow      *window);
const char        *progress_of                 (SudokuWindow      *window);
GtkWidget         *status_label_of             (SudokuWindow      *window);
const char        *window_status               (SudokuWindow      *window);
GtkWidget         *window_history_view         (SudokuWindow      *window);
GtkWidget         *window_analysis_panel       (SudokuWindow      *window);

GtkWidget         *find_with_class             (GtkWidget         *widget,
                                                const char        *name);
GtkWidget         *find_with_tooltip           (GtkWidget         *widget,
                                                const char        *text);
GtkWidget         *find_child_of_type          (GtkWidget         *widget,
                                                GType              type);
GtkShortcut       *find_key_shortcut           (GtkWidget         *widget,
                                                guint              keyval,
                                                GdkModifierType    modifiers);
GtkWidget         *find_actionable             (GtkWidget         *widget,
                                                const char        *action_name);
GtkWidget         *find_preferences_row        (GtkWidget         *widget,
                                                GType              type,
                                                const char        *title);
GtkWidget         *find_row                    (GtkWidget         *widget,
                                                const char        *title);
GtkWidget         *find_button                 (GtkWidget         *widget,
                                                const char        *label);
GtkWidget         *find_label_showing          (GtkWidget         *widget,
                                                const char        *text);
char              *dup_text_view_text          (GtkWidget         *widget);
void               click                       (GtkWidget         *root,
                                                const char        *label);

/* A window and what its last toast should say, for toast_said(). */
typedef struct
{
  gpointer    window;
  const char *text;
} ToastSaid;

gboolean           toast_said                  (gpointer           data);

gboolean           action_enabled              (SudokuWindow      *window,
                                                const char        *action);
void               activate                    (SudokuWindow      *window,
                                                const char        *action);

GtkWindow         *find_toplevel               (GType              type);
GtkWindow         *find_visible_toplevel       (GType              type);
AdwMessageDialog  *find_visible_message_dialog (void);
gboolean           has_visible_message_dialog  (gpointer           data);
gboolean           has_no_visible_message_dialog (gpointer         data);
void               respond_and_wait            (AdwMessageDialog  *dialog,
                                                const char        *label);

void               exported_cb                 (SudokuExportDialog *dialog,
                                                GFile             *file,
                                                GFile            **result);

void               assert_unique_mnemonics     (GMenuModel        *model,
                                                const char        *where);
guint              assert_menu_buttons_unique_mnemonics (GtkWidget *widget);

void               maybe_screenshot            (GtkWidget         *widget,
                                                const char        *name);

G_END_DECLS
