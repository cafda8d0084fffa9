/* sudoku-application-private.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-application.h"

G_BEGIN_DECLS

char *_sudoku_application_dup_help_uri (const char *page,
                                        gboolean    with_yelp);

G_END_DECLS
