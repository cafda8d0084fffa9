#!/bin/bash
# tests/test-cli-generate.sh
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# nanpure-cli generate: puzzles of the level asked for, unique and
# symmetric, the same for a seed whatever the threads, clean stops on
# Ctrl+C and clear usage errors. Checked with the CLI's own count and
# rate commands. Prints TAP.
#
# Usage: tests/test-cli-generate.sh PATH-TO-NANPURE-CLI

set -u

cli=${1:?usage: test-cli-generate.sh PATH-TO-NANPURE-CLI}
export LC_ALL=C

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nanpure-test-cli-generate.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# report STATUS DESCRIPTION [DIAGNOSTIC…], n_tests, n_failed.
. "$(dirname "$0")/tap.sh"

# run ARGS… — runs the CLI, leaving stdout in $out, stderr in $err and the
# exit status in $rc.
run () {
  "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  out=$(cat "$tmp/out")
  err=$(cat "$tmp/err")
}

# check DESCRIPTION CONDITION-STATUS — reports with the last run's output.
check () {
  report "$2" "$1" "exit $rc, stdout:" "$out" "stderr:" "$err"
}

# all_puzzles TEXT COUNT — COUNT lines of 81 characters, digits and dots.
all_puzzles () {
  local text=$1 count=$2
  [ "$(printf '%s\n' "$text" | grep -c -E '^[1-9.]{81}$')" -eq "$count" ] &&
    [ "$(printf '%s\n' "$text" | wc -l)" -eq "$count" ]
}

# --- Puzzles of the level, unique, rated again by `rate` ---
run generate --level=2 --count=3 --seed=11
check "three level-2 puzzles, one per line" "$(all_puzzles "$out" 3; echo $?)"
level2=$out
counts=$(printf '%s\n' "$level2" | "$cli" count - 2>&1)
check "each has exactly one solution" "$([ "$counts" == $'1\n1\n1' ]; echo $?)"
levels=$(printf '%s\n' "$level2" | "$cli" rate - 2>&1 | grep -o 'level=[0-9]' | tr '\n' ' ')
check "rate gives each level 2" "$([ "$levels" == 'level=2 level=2 level=2 ' ]; echo $?)"

# --- The same seed, the same puzzles, whatever the threads ---
run generate --level=2 --count=3 --seed=11
check "the same seed gives the same puzzles" "$([ "$out" == "$level2" ] && [ $rc -eq 0 ]; echo $?)"
run generate --level=2 --count=3 --seed=11 -j 2
check "-j 2 gives the same puzzles as -j 1" "$([ "$out" == "$level2" ] && [ $rc -eq 0 ]; echo $?)"
run generate --level=2 --count=3 --seed=12
check "another seed gives other puzzles" "$([ "$out" != "$level2" ]; echo $?)"
run generate --level=2 --count=2 --seed=11
check "a shorter run is a prefix of the longer one" \
  "$([ "$out" == "$(printf '%s\n' "$level2" | head -2)" ]; echo $?)"

# --- JSON adds the rating; the symmetry is the engine's default, the
# app's New Puzzle's too (issue 20, item 19) ---
run generate --level=1 --count=2 --seed=3 --format=json
check "json: one object per puzzle with its level" \
  "$([ "$(printf '%s\n' "$out" | grep -c -E '^\{"puzzle":"[1-9.]{81}","variant":"classic","symmetry":"rot180","clues":[0-9]+,"level":1,"score":[0-9]+,.*\}$')" -eq 2 ]; echo $?)"

# --- Windoku ---
run generate --level=2 --variant=windoku --seed=4
windoku=$out
check "a Windoku puzzle" "$(all_puzzles "$out" 1; echo $?)"
count=$(printf '%s\n' "$windoku" | "$cli" count --variant=windoku - 2>&1)
check "unique as a Windoku" "$([ "$count" == 1 ]; echo $?)"
level=$(printf '%s\n' "$windoku" | "$cli" rate --variant=windoku - 2>&1 | grep -o 'level=[0-9]')
check "rated level 2 as a Windoku" "$([ "$level" == level=2 ]; echo $?)"

# --- Symmetry: the clue pattern survives a half turn ---
run generate --level=2 --symmetry=rot180 --seed=8
pattern=$(printf '%s' "$out" | tr '1-9' 'x')
turned=$(printf '%s' "$pattern" | rev)
check "rot180: the clue pattern is the same turned half round" \
  "$([ -n "$pattern" ] && [ "$pattern" == "$turned" ]; echo $?)"
run generate --level=2 --symmetry=mirror --seed=8
mirrored=$(printf '%s' "$out" | tr '1-9' 'x' | fold -w9 | rev | tr -d '\n')
check "mirror: each row reads the same backwards" \
  "$([ "$mirrored" == "$(printf '%s' "$out" | tr '1-9' 'x')" ]; echo $?)"

# --- Not minimal on request: still unique and of the level ---
run generate --level=1 --no-minimal --seed=21
count=$(printf '%s\n' "$out" | "$cli" count - 2>&1)
level=$(printf '%s\n' "$out" | "$cli" rate - 2>&1 | grep -o 'level=[0-9]')
check "--no-minimal: unique and level 1" "$([ "$count" == 1 ] && [ "$level" == level=1 ]; echo $?)"

# --- library rerate: ratings of another rater are made again ---
if command -v sqlite3 >/dev/null; then
  library=$tmp/library.db
  # Importing a sample puzzle starts the library.
  "$cli" library --library="$library" import \
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..' >/dev/null
  run library --library="$library" rerate
  check "library rerate: a new library has nothing to do" \
    "$([ "$out" == 'rerated=0 changed=0' ] && [ $rc -eq 0 ]; echo $?)"
  # As an older rater would have left them: puzzles 1 and 5 with a wrong
  # level and no rater.
  sqlite3 "$library" "UPDATE puzzles SET rater_version = 0, computed_level = 1, score = 3 WHERE id IN (1, 5)"
  run library --library="$library" rerate --list
  check "library rerate --list: the stale ratings" "$([ "$out" == $'1\n5' ] && [ $rc -eq 0 ]; echo $?)"
  run library --library="$library" rerate
  check "library rerate: both rated again, both changed" \
    "$([ "$out" == 'rerated=2 changed=2' ] && [ $rc -eq 0 ]; echo $?)"
  givens=$(sqlite3 "$library" "SELECT givens FROM puzzles WHERE id = 5")
  variant=$(sqlite3 "$library" "SELECT variant FROM puzzles WHERE id = 5")
  stored=$(sqlite3 "$library" "SELECT computed_level FROM puzzles WHERE id = 5")
  rated=$(printf '%s\n' "$givens" | "$cli" rate --variant="$variant" - | grep -o 'level=[0-9]')
  check "library rerate: the stored level is rate's" "$([ "level=$stored" == "$rated" ]; echo $?)"
  run library --library="$library" rerate --list
  check "library rerate: nothing stale afterwards" "$([ -z "$out" ] && [ $rc -eq 0 ]; echo $?)"
  usage_error_rerate=$("$cli" library --library="$library" rerate extra 2>&1 >/dev/null; echo "rc=$?")
  check "library rerate: a stray argument is a usage error" \
    "$(printf '%s' "$usage_error_rerate" | grep -q 'unexpected argument .extra.' &&
       printf '%s' "$usage_error_rerate" | grep -q 'rc=2'; echo $?)"
else
  report 1 "library rerate: sqlite3 is missing (build-aux/setup.sh installs it)"
fi

# --- Usage errors: exit 2, nothing on stdout, a message naming the problem ---
# (Patterns match any character for the quotes and dashes, which the C
# locale spells otherwise.)
usage_error () {
  local description=$1 pattern=$2
  shift 2
  run "$@"
  check "$description" \
    "$([ $rc -eq 2 ] && [ -z "$out" ] && printf '%s' "$err" | grep -q -- "$pattern"; echo $?)"
}
usage_error "no level" "--level is required" generate
usage_error "level 0" "level must be 1.*7, not 0" generate --level=0
usage_error "level 8" "level must be 1.*7, not 8" generate --level=8
usage_error "level not a number" "level" generate --level=hard
usage_error "unknown variant" "unknown variant .jigsaw." generate --level=1 --variant=jigsaw
usage_error "unknown symmetry" "unknown symmetry .spiral." generate --level=1 --symmetry=spiral
usage_error "unknown format" "unknown format .xml." generate --level=1 --format=xml
usage_error "count 0" "count must be at least 1, not 0" generate --level=1 --count=0
usage_error "bad seed" "bad seed .x1." generate --level=1 --seed=x1
usage_error "negative seed" "bad seed .-1." generate --level=1 --seed=-1
usage_error "no threads" "threads must be 1.*1024, not 0" generate --level=1 -j 0
usage_error "a stray argument" "unexpected argument .puzzle.txt." generate --level=1 puzzle.txt

# --- Ctrl+C: stops, prints the puzzles done, exit 1 ---
"$cli" generate --level=7 --count=100000 --seed=1 >"$tmp/out" 2>"$tmp/err" &
pid=$!
# Wait until at least one puzzle is out (level 7 takes a while), at most
# a minute; then interrupt.
for ((i = 0; i < 600; i++)); do
  [ -s "$tmp/out" ] && break
  sleep 0.1
done
kill -INT "$pid"
wait "$pid"
rc=$?
out=$(cat "$tmp/out")
err=$(cat "$tmp/err")
n=$(printf '%s\n' "$out" | grep -c -E '^[1-9.]{81}$')
check "Ctrl+C: exit 1 after whole puzzles, and says how many" \
  "$([ $rc -eq 1 ] && [ "$n" -ge 1 ] && all_puzzles "$out" "$n" &&
     printf '%s' "$err" | grep -q "stopped after $n of 100000 puzzles"; echo $?)"
first=$(printf '%s\n' "$out" | head -1)
run generate --level=7 --seed=1
check "Ctrl+C: what was printed is what the seed gives" "$([ "$out" == "$first" ]; echo $?)"

echo "1..$n_tests"
[ "$n_failed" -eq 0 ]
