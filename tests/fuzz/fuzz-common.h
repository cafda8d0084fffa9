/* fuzz-common.h
 *
 * Copyright 2026 The Nanpure authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the libFuzzer targets share: the entry points' declarations, a
 * nul-terminated copy of the input, and the check that an error is one a
 * person can read.
 */

#pragma once

#include <glib.h>
#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

/* The input as a nul-terminated string, cut at its first nul byte. */
static inline char *
fuzz_dup_string (const uint8_t *data,
                 size_t         size)
{
  return g_strndup ((const char *) data, size);
}

/* Every error says something a person can read. */
static inline void
fuzz_check_error (const GError *error)
{
  g_assert_nonnull (error);
  g_assert_nonnull (error->message);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

/* A failed g_return_if_fail() or a warning is a bug found. */
static inline void
fuzz_make_warnings_fatal (void)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
}
