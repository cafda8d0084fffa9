#!/bin/bash
# tests/test-rate-golden.sh
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The logical rater gives the same ratings as before: level, score,
# estimate, assumptions and every technique's count, for 403 classic
# puzzles (top1465, the forum's hardest, qqwing) and 97 Windoku ones.
# The expected lines are tests/data/rate-golden-*.jsonl, made by
# `nanpure-cli rate --quick -f json` (see tests/data/SOURCES.md). The
# rater's speed-ups must not change a rating; a change of the rules
# does, and then these files are made again, with the rater's version
# (SUDOKU_RATER_VERSION) raised. Prints TAP.
#
# Usage: tests/test-rate-golden.sh PATH-TO-NANPURE-CLI

set -u

cli=${1:?usage: test-rate-golden.sh PATH-TO-NANPURE-CLI}
data=$(dirname "$0")/data
export LC_ALL=C

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nanpure-test-rate-golden.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
for variant in classic windoku; do
  golden=$data/rate-golden-$variant.jsonl
  n=$((n + 1))
  sed -E 's/^\{"puzzle":"([^"]*)".*/\1/' "$golden" > "$tmp/puzzles"
  if ! "$cli" rate --quick -j 2 --variant="$variant" -f json - < "$tmp/puzzles" \
       > "$tmp/$variant.jsonl" 2> "$tmp/stderr"; then
    echo "not ok $n - $variant: nanpure-cli rate failed"
    sed 's/^/# /' "$tmp/stderr"
    failed=$((failed + 1))
  elif ! cmp -s "$tmp/$variant.jsonl" "$golden"; then
    echo "not ok $n - $variant: $(wc -l < "$golden") ratings as before"
    diff "$golden" "$tmp/$variant.jsonl" | head -n 20 | sed 's/^/# /'
    failed=$((failed + 1))
  else
    echo "ok $n - $variant: $(wc -l < "$golden") ratings as before"
  fi
done
echo "1..$n"
exit $((failed > 0))
