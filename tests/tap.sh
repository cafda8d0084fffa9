# tests/tap.sh
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Sourced by the shell tests that print TAP: n_tests and n_failed count
# the lines printed; the script ends with
#   echo "1..$n_tests"
#   [ "$n_failed" -eq 0 ]

n_tests=0
n_failed=0

# report STATUS DESCRIPTION [DIAGNOSTIC…] — one TAP line; STATUS 0 passes.
report () {
  local status=$1 description=$2
  shift 2
  n_tests=$((n_tests + 1))
  if [ "$status" -eq 0 ]; then
    echo "ok $n_tests - $description"
  else
    n_failed=$((n_failed + 1))
    echo "not ok $n_tests - $description"
    local line
    for line in "$@"; do
      printf '%s\n' "$line" | sed 's/^/# /'
    done
  fi
}
