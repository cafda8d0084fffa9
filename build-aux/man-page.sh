#!/usr/bin/env bash
# build-aux/man-page.sh NANPURE-CLI VERSION OUTPUT — writes nanpure-cli(1).
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The manual page is made at build time from the program's own help (the
# top-level --help, then every command's and every library command's
# --help), so it never disagrees with the program it documents.

set -euo pipefail

cli=$1
version=$2
output=$3

export LC_ALL=C.UTF-8 LANGUAGE=C

# Escapes a block of help text for troff and keeps its line breaks.
roff_block () {
  sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/" -e 's/^-/\\-/' -e 's/\([ =]\)-/\1\\-/g'
}

# The command names listed under "Commands:" in a help text.
commands_of () {
  awk '/^Commands:/ { listing = 1; next }
       listing && /^  [a-z]/ { print $1; next }
       listing && !/^  / { listing = 0 }'
}

top_help=$("$cli" --help)
{
  printf '.TH NANPURE-CLI 1 "" "nanpure %s" "User Commands"\n' "$version"
  printf '.SH NAME\nnanpure-cli \\- solve, rate, explain and convert number-place puzzles\n'
  printf '.SH SYNOPSIS\n.B nanpure-cli\n.I COMMAND\n[\\fIOPTION\\fR…] [\\fIARGUMENT\\fR…]\n'
  printf '.SH DESCRIPTION\n'
  printf 'nanpure-cli runs the engine of Nanpure, the puzzle studio, from the command\n'
  printf 'line: the exact solver, the logical solver with its ratings and explanations,\n'
  printf 'the converters between puzzle formats and the puzzle library.\n'
  printf '.PP\n.nf\n'
  printf '%s\n' "$top_help" | roff_block
  printf '.fi\n.SH COMMANDS\n'
  for command in $(printf '%s\n' "$top_help" | commands_of); do
    [ "$command" = help ] && continue
    printf '.SS %s\n.nf\n' "$command"
    "$cli" "$command" --help | roff_block
    printf '.fi\n'
    if [ "$command" = library ]; then
      for sub in $("$cli" library --help | commands_of); do
        printf '.SS "library %s"\n.nf\n' "$sub"
        "$cli" library "$sub" --help | roff_block
        printf '.fi\n'
      done
    fi
  done
  printf '.SH ENVIRONMENT\n.TP\n.B NANPURE_LIBRARY\n'
  printf 'The library database, when \\-\\-library is not given.\n'
  printf '.TP\n.B XDG_DATA_HOME\nThe library is nanpure/library.db there by default.\n'
  printf '.SH EXIT STATUS\n0 on success, 1 when a puzzle or its data is the problem (no solution,\n'
  printf 'several solutions, a line that cannot be read), 2 for a usage error or a\n'
  printf 'file that cannot be read or written.\n'
} > "$output.tmp"
mv "$output.tmp" "$output"
