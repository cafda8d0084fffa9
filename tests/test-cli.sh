#!/bin/bash
# tests/test-cli.sh
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs the built nanpure-cli on real inputs and checks its exact output and
# exit status, which scripts rely on. Prints TAP.
#
# Usage: tests/test-cli.sh PATH-TO-NANPURE-CLI

set -u

cli=${1:?usage: test-cli.sh PATH-TO-NANPURE-CLI}
export LC_ALL=C

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nanpure-test-cli.XXXXXX")
trap 'rm -rf "$tmp"' EXIT


# The seed puzzles (SPEC §1).
inkala_2012='8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
inkala_2012_solution='812753649943682175675491283154237896369845721287169534521974368438526917796318452'
sx3='000000000006001000000590400300800050080010070000000920400000100090407032500000800'
sx3_windoku_solution='954786213836241795271593486349872651682915374715634928427358169198467532563129847'
empty=$(printf '.%.0s' {1..81})

# grid_with CELL=DIGIT… — an empty grid with those digits (cells 0–80).
grid_with () {
  local grid=$empty assignment cell
  for assignment in "$@"; do
    cell=${assignment%=*}
    grid=${grid:0:cell}${assignment#*=}${grid:cell+1}
  done
  printf '%s' "$grid"
}

# Row 1 needs a 9 in r1c9, but column 9 already has one at r5c9: no rule
# is broken, yet there is no solution.
no_solution=$(grid_with 0=1 1=2 2=3 3=4 4=5 5=6 6=7 7=8 44=9)
# Two 7s in row 4, at r4c2 and r4c9, and nothing else wrong.
duplicate=$(grid_with 28=7 35=7)

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

# run_stdin INPUT ARGS… — the same with INPUT on standard input.
run_stdin () {
  local input=$1
  shift
  printf '%s' "$input" | "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  out=$(cat "$tmp/out")
  err=$(cat "$tmp/err")
}

# expect DESCRIPTION EXPECTED-OUT EXPECTED-RC
expect () {
  local description=$1 expected_out=$2 expected_rc=$3
  if [ "$out" == "$expected_out" ] && [ "$rc" -eq "$expected_rc" ]; then
    report 0 "$description"
  else
    report 1 "$description" "expected exit $expected_rc, stdout:" "$expected_out" \
      "got exit $rc, stdout:" "$out" "stderr:" "$err"
  fi
}

# expect_match DESCRIPTION REGEX EXPECTED-RC — the whole stdout must match.
expect_match () {
  local description=$1 regex=$2 expected_rc=$3
  if [[ "$out" =~ $regex ]] && [ "$rc" -eq "$expected_rc" ]; then
    report 0 "$description"
  else
    report 1 "$description" "expected exit $expected_rc, stdout matching:" "$regex" \
      "got exit $rc, stdout:" "$out" "stderr:" "$err"
  fi
}

# is_valid_grid DIGITS — 81 digits 1–9 with no repeat in a row, column or box.
is_valid_grid () {
  local grid=$1 i j seen
  [[ "$grid" =~ ^[1-9]{81}$ ]] || return 1
  for ((i = 0; i < 9; i++)); do
    local row='' column='' box=''
    for ((j = 0; j < 9; j++)); do
      row+=${grid:$((i * 9 + j)):1}
      column+=${grid:$((j * 9 + i)):1}
      box+=${grid:$(((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3)):1}
    done
    for seen in "$row" "$column" "$box"; do
      [ "$(printf '%s' "$seen" | fold -w1 | sort -u | tr -d '\n')" == 123456789 ] || return 1
    done
  done
  return 0
}

# --- solve ---

printf '%s\n' "$inkala_2012" >"$tmp/inkala.txt"
run solve "$tmp/inkala.txt"
expect "solve: Inkala 2012" "$inkala_2012_solution" 0

run solve "$tmp/inkala.txt" - </dev/null
expect "solve: a file and an empty standard input" "$inkala_2012_solution" 0

run_stdin "$inkala_2012" solve
expect "solve: standard input without a final newline" "$inkala_2012_solution" 0

run_stdin "$inkala_2012"$'\n' solve -
expect "solve: standard input as -" "$inkala_2012_solution" 0

run_stdin "$no_solution"$'\n' solve
expect "solve: no solution" "none" 1

run_stdin "$empty"$'\n' solve
multiple_grid=${out#multiple }
if [[ "$out" =~ ^multiple\ [1-9]{81}$ ]] && [ "$rc" -eq 1 ] && is_valid_grid "$multiple_grid"; then
  report 0 "solve: empty grid gives multiple and a valid grid"
else
  report 1 "solve: empty grid gives multiple and a valid grid" "exit $rc, stdout:" "$out" "$err"
fi

# Inkala 2012 without its first clue is no longer unique.
few_clues=".${inkala_2012:1}"
run_stdin "$few_clues"$'\n' solve
multiple_grid=${out#multiple }
if [[ "$out" =~ ^multiple\ [1-9]{81}$ ]] && [ "$rc" -eq 1 ] && is_valid_grid "$multiple_grid"; then
  report 0 "solve: too few clues gives multiple and a valid grid"
else
  report 1 "solve: too few clues gives multiple and a valid grid" "exit $rc, stdout:" "$out" "$err"
fi

run_stdin "$duplicate"$'\n' solve
expect "solve: a duplicate is reported with its cells" "error: row 4 has two 7s (r4c2, r4c9)" 1

# A collection: a comment, a good puzzle, a short line, a bad character,
# and a good one again; every puzzle gets its line, in order.
{
  echo "# a comment line, ignored"
  echo "$inkala_2012"
  echo "${inkala_2012:1}"
  echo "${inkala_2012:0:40}x${inkala_2012:41}"
  echo "$inkala_2012"
} >"$tmp/mixed.txt"
run solve "$tmp/mixed.txt"
expect_match "solve: bad lines become error lines with their file and line number" \
  "^$inkala_2012_solution"$'\n'"error: $tmp/mixed.txt:3: [^"$'\n'"]+"$'\n'"error: $tmp/mixed.txt:4:41: [^"$'\n'"]+"$'\n'"$inkala_2012_solution\$" 1
short_line_error=$(sed -n 2p "$tmp/out")
report "$([ "$short_line_error" == "error: $tmp/mixed.txt:3: 80 cells, expected 81" ]; echo $?)" \
  "solve: the message for a short line" "got: $short_line_error"

# Several files: each error names its file, FILE:LINE: as compilers do
# (issue 20, item 19); standard input keeps "line N".
printf '12345\n' >"$tmp/short.txt"
all_named=0
for command in solve rate count; do
  run "$command" "$tmp/short.txt" "$tmp/inkala.txt"
  if [ "$rc" -ne 1 ] || [ "$(printf '%s\n' "$out" | head -1)" != "error: $tmp/short.txt:1: 5 cells, expected 81" ]; then
    all_named=1
    report 1 "$command: several files" "exit $rc" "$out" "$err"
  fi
  run_stdin "12345" "$command" -
  if [ "$out" != "error: line 1: 5 cells, expected 81" ]; then
    all_named=1
    report 1 "$command: standard input" "exit $rc" "$out" "$err"
  fi
done
report "$all_named" "solve, rate, count: an error names its file and line"

# A puzzle argument with a typo is a puzzle with a bad character, not a
# missing file.
run solve "${inkala_2012:0:80}x"
expect "solve: a puzzle argument with a bad character says which, where" \
  "error: position 81: 'x' is not a digit or an empty-cell mark" 1
run rate "${inkala_2012:0:10}o${inkala_2012:11}"
expect "rate: a puzzle argument with a letter o for a 0" \
  "error: position 11: 'o' is not a digit or an empty-cell mark" 1
run solve "$tmp/no-such-puzzles.txt"
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"cannot open '$tmp/no-such-puzzles.txt': No such file"* ]]; echo $?)" \
  "solve: a missing file is still a missing file" "exit $rc" "$err"

# A Windoku puzzle given without --variant=windoku: the likely reason
# is said; a classic puzzle with several solutions gets no such word.
run solve "$sx3"
report "$([ "$rc" -eq 1 ] && [[ "$out" == "multiple "* ]] &&
          [ "$err" == "nanpure-cli: the puzzle has more than one solution; if this is a Windoku puzzle, add --variant=windoku" ]; echo $?)" \
  "solve: a Windoku puzzle without --variant=windoku says so" "exit $rc" "$out" "$err"
run rate "$sx3"
expect "rate: a Windoku puzzle without --variant=windoku says so" \
  "error: the puzzle has more than one solution; if this is a Windoku puzzle, add --variant=windoku" 1
run rate "$(grid_with 0=1)"
expect "rate: a classic puzzle with several solutions, no word on Windoku" \
  "error: the puzzle has more than one solution" 1
run solve "$(grid_with 0=1)"
report "$([ "$rc" -eq 1 ] && [ -z "$err" ]; echo $?)" \
  "solve: a classic puzzle with several solutions, no word on Windoku" "exit $rc" "$err"

run solve "$tmp/inkala.txt" "$tmp/inkala.txt"
expect "solve: several files" "$inkala_2012_solution"$'\n'"$inkala_2012_solution" 0

# A single 9-line grid is one puzzle.
for ((i = 0; i < 9; i++)); do
  echo "${inkala_2012:$((i * 9)):9}"
done >"$tmp/grid.txt"
run solve "$tmp/grid.txt"
expect "solve: a file holding one 9-line grid is one puzzle" "$inkala_2012_solution" 0

# --- Windoku ---

run_stdin "$sx3"$'\n' solve --variant=windoku
expect "solve: SX3 as Windoku" "$sx3_windoku_solution" 0

run_stdin "$sx3"$'\n' solve
multiple_grid=${out#multiple }
if [[ "$out" =~ ^multiple\ [1-9]{81}$ ]] && [ "$rc" -eq 1 ] && is_valid_grid "$multiple_grid"; then
  report 0 "solve: SX3 as classic has several solutions"
else
  report 1 "solve: SX3 as classic has several solutions" "exit $rc, stdout:" "$out" "$err"
fi

run_stdin "$sx3"$'\n' count --variant=windoku --limit=10
expect "count: SX3 as Windoku" "1" 0

# --- count ---

printf '%s\n' "$inkala_2012" "$no_solution" "$empty" >"$tmp/count.txt"
run count "$tmp/count.txt"
expect "count: default limit 2" $'1\n0\n2' 0

run count --limit=5 "$tmp/count.txt"
expect "count: --limit=5" $'1\n0\n5' 0

run count --limit 1 "$tmp/count.txt"
expect "count: --limit 1" $'1\n0\n1' 0

run_stdin "$duplicate"$'\n' count
expect "count: a duplicate" "error: row 4 has two 7s (r4c2, r4c9)" 1

run count --limit=0 "$tmp/count.txt"
expect "count: --limit=0 is a usage error" "" 2

# --- convert ---

for format in line grid sdk ss; do
  run convert --to=$format "$tmp/inkala.txt"
  printf '%s\n' "$out" >"$tmp/converted.$format"
  converted_rc=$rc
  run convert --to=line "$tmp/converted.$format"
  if [ "$converted_rc" -eq 0 ] && [ "$rc" -eq 0 ] && [ "$out" == "$inkala_2012" ]; then
    report 0 "convert: round trip through $format"
  else
    report 1 "convert: round trip through $format" "exit $converted_rc then $rc:" \
      "$(cat "$tmp/converted.$format")" "$out" "$err"
  fi
done

run convert --to=grid "$tmp/inkala.txt"
grid_lines=$(printf '%s\n' "$out" | wc -l)
report "$([ "$grid_lines" -ge 9 ]; echo $?)" "convert: a grid takes at least 9 lines" \
  "got $grid_lines lines"

run convert "$tmp/mixed.txt"
if [ "$out" == "$inkala_2012"$'\n'"$inkala_2012" ] && [ "$rc" -eq 1 ] &&
   [[ "$err" == *"mixed.txt: line 3: "* ]] && [[ "$err" == *"mixed.txt: line 4"* ]]; then
  report 0 "convert: bad lines go to stderr with their line, exit 1"
else
  report 1 "convert: bad lines go to stderr with their line, exit 1" "exit $rc" "$out" "$err"
fi

run convert --to=pdf "$tmp/inkala.txt"
expect "convert: a picture format is a usage error" "" 2
report "$([[ "$err" == *"nanpure-cli export --format=pdf"* ]]; echo $?)" \
  "convert: a picture format points to export" "$err"

run convert --to=xml "$tmp/inkala.txt"
expect "convert: unknown format is a usage error" "" 2

# --- bench ---

printf '%s\n' "$inkala_2012" "$few_clues" >"$tmp/bench.txt"
bench_regex='(^|'$'\n'')bench: puzzles=[0-9]+ seconds=[0-9]+\.[0-9]{3} puzzles_per_second=[0-9]+\.[0-9] us_per_puzzle=[0-9]+\.[0-9]{3}$'
run bench "$tmp/bench.txt"
expect_match "bench: the last line" "$bench_regex" 0
bench_puzzles=$(printf '%s\n' "$out" | sed -n 's/^bench: puzzles=\([0-9]*\) .*/\1/p')
report "$([ "${bench_puzzles:-0}" -ge 2 ] && [ $((bench_puzzles % 2)) -eq 0 ]; echo $?)" \
  "bench: whole passes over both puzzles" "puzzles=$bench_puzzles"
# The search tree's size beside the time: Inkala's 2012 puzzle takes
# guesses, the other one (few clues, several solutions) too.
bench_guesses=$(printf '%s\n' "$err" | sed -n 's/^bench: guesses_per_puzzle=\([0-9]*\.[0-9][0-9]\)$/\1/p')
report "$([ -n "$bench_guesses" ] && [ "${bench_guesses%%.*}${bench_guesses#*.}" -gt 0 ]; echo $?)" \
  "bench: guesses per puzzle on stderr" "guesses=$bench_guesses"

run bench --mode=first -j 2 "$tmp/bench.txt"
expect_match "bench: --mode=first -j 2" "$bench_regex" 0

run bench --mode=fast "$tmp/bench.txt"
expect "bench: unknown mode is a usage error" "" 2

run bench
expect "bench: FILE is required" "" 2

# --- help, version, usage errors ---

for command in solve count convert bench; do
  run "$command" --help
  report "$([ "$rc" -eq 0 ] && [[ "$out" == *"nanpure-cli $command"* ]]; echo $?)" \
    "$command --help" "exit $rc" "$out" "$err"
  run help "$command"
  report "$([ "$rc" -eq 0 ] && [[ "$out" == *"nanpure-cli $command"* ]]; echo $?)" \
    "help $command" "exit $rc" "$out" "$err"
done

run --help
report "$([ "$rc" -eq 0 ] && [[ "$out" == *solve* ]] && [[ "$out" == *count* ]] &&
          [[ "$out" == *convert* ]] && [[ "$out" == *bench* ]]; echo $?)" \
  "--help lists the commands" "exit $rc" "$out"

# Every --help has the top-level help's headings in Japanese too, not
# GLib's (issue 26: 使い方： beside 用法:).
ja_help_ok=0
ja_help_bad=""
for command in solve count convert bench steps rate hint reglib export generate scan \
               library "library list" "library import" "library export" "library show" \
               "library delete" "library rerate" "library upgrade"; do
  # shellcheck disable=SC2086 # "library list" is two words.
  LANGUAGE=ja LC_ALL=C.UTF-8 run $command --help
  if [ "$rc" -ne 0 ] || [[ "$out" != "使い方："* ]] || [[ "$out" != *"オプション："* ]] ||
       [[ "$out" == *"用法"* ]] || [[ "$out" == *"のオプション:"* ]]; then
    ja_help_ok=1
    ja_help_bad="$ja_help_bad $command"
  fi
done
report "$ja_help_ok" "--help of every command in Japanese: 使い方： and オプション：, not GLib's 用法:" \
  "bad:$ja_help_bad" "$out"

run --version
expect_match "--version" '^nanpure-cli [0-9]+\.[0-9]+' 0

run solve --no-such-option "$tmp/inkala.txt"
report "$([ "$rc" -eq 2 ] && [ -z "$out" ] && [ -n "$err" ]; echo $?)" \
  "solve: unknown option exits 2" "exit $rc" "$out" "$err"

run solve --variant=sudoku-x "$tmp/inkala.txt"
expect "solve: unknown variant exits 2" "" 2

run frobnicate
report "$([ "$rc" -eq 2 ] && [ -z "$out" ] && [[ "$err" == *frobnicate* ]]; echo $?)" \
  "unknown command exits 2" "exit $rc" "$err"

run --frobnicate
expect "unknown global option exits 2" "" 2

run
expect "no command exits 2" "" 2

run solve "$tmp/inkala.txt" "$tmp/no-such-file.txt"
if [ "$rc" -eq 2 ] && [ -z "$out" ] &&
   [ "$err" == "nanpure-cli: cannot open '$tmp/no-such-file.txt': No such file or directory" ]; then
  report 0 "solve: unreadable file exits 2 with its reason, before any output"
else
  report 1 "solve: unreadable file exits 2 with its reason, before any output" \
    "exit $rc" "$out" "$err"
fi

run solve "$tmp"
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"Is a directory"* ]]; echo $?)" \
  "solve: a directory exits 2" "exit $rc" "$err"

: >"$tmp/empty.txt"
run solve "$tmp/empty.txt"
report "$([ "$rc" -eq 1 ] && [ -z "$out" ] && [ -n "$err" ]; echo $?)" \
  "solve: an input with no puzzle exits 1" "exit $rc" "$out" "$err"
# The message names the input, as a parse error does.
for command in solve count rate convert; do
  run "$command" "$tmp/empty.txt"
  report "$([ "$rc" -eq 1 ] && [ "$err" == "nanpure-cli: $tmp/empty.txt: no puzzle found" ]; echo $?)" \
    "$command: an empty file is named" "exit $rc" "$err"
done


# --- The logical solver: steps, rate, hint, reglib ---

# qqwing_any_10k's fourth puzzle, graded Easy by qqwing: singles only.
EASY='...3.....5......46..16..7..3...745..1..5..8......8..64...9.7.5.6...5...1......4.9'

run steps --profile=full-house,hidden-single-box,hidden-single-line,naked-single "$EASY"
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 56 ] &&
          [[ "$(printf '%s\n' "$out" | head -1)" == "Hidden Single: "* ]] &&
          [ "$err" == "result: solved" ]; echo $?)" \
  "steps: an easy puzzle is solved by singles, one line per step" "exit $rc" "$out" "$err"

run steps --format=json "$EASY"
report "$([ "$rc" -eq 0 ] && [[ "$out" == '[{"technique":'* ]] && [[ "$out" == *'}]' ]]; echo $?)" \
  "steps: --format=json prints one array of step objects" "exit $rc" "$out"

run steps --profile=naked-single "$inkala_2012"
report "$([ "$rc" -eq 1 ] && [ "$err" == "result: stuck" ]; echo $?)" \
  "steps: a profile that stalls ends in an honest stuck result" "exit $rc" "$out" "$err"

run steps --profile=guessing "$EASY"
report "$([ "$rc" -eq 2 ]; echo $?)" "steps: an unknown profile exits 2" "exit $rc" "$err"

# In Japanese an assumption's outcome is in Japanese too (issue 20 item
# 20: it printed "仮定: r4c3=6 (solved)").
LANGUAGE=ja LC_ALL=C.UTF-8 run steps --profile=standard "$inkala_2012"
report "$([ "$rc" -eq 0 ] && [[ "$out" == *"仮定：r"*"（クリア）"* ]] &&
          [[ "$out" != *"(solved)"* ]] && [[ "$out" != *"(contradiction)"* ]]; echo $?)" \
  "steps: in Japanese an assumption's outcome is translated" "exit $rc" "$out" "$err"

run rate --format=json "$tmp/inkala.txt"
report "$([ "$rc" -eq 0 ] && [[ "$out" == '{"puzzle":"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..","level":7,'* ]] &&
          [[ "$out" == *'"solved":true'* ]] && [[ "$out" == *'"techniques":{'* ]]; echo $?)" \
  "rate: Inkala 2012 is level 7, as a JSON object" "exit $rc" "$out" "$err"

printf '%s\n%s\n' "$EASY" "$inkala_2012" > "$tmp/two.txt"
run rate -j 2 "$tmp/two.txt"
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 2 ] &&
          [[ "$(printf '%s\n' "$out" | head -1)" == "$EASY level="* ]]; echo $?)" \
  "rate: -j 2 keeps the input order" "exit $rc" "$out" "$err"

# top1465 #1: Sudoku Explainer rates it 9.0/1.2/1.2 (tests/data/se-reference.txt)
printf '%s\n' '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........' > "$tmp/top1.txt"
run rate --se "$tmp/top1.txt"
report "$([ "$rc" -eq 0 ] && [[ "$out" == *" er=9.0 ep=1.2 ed=1.2" ]]; echo $?)" \
  "rate --se: Sudoku Explainer's ER/EP/ED at the end of the line" "exit $rc" "$out" "$err"

run rate --se --variant=windoku "$EASY"
report "$([ "$rc" -eq 2 ]; echo $?)" "rate --se: classic puzzles only (exit 2)" "exit $rc" "$err"

# se= is Sudoku Explainer's ER (9.0); --quick gives our own estimate
# instead (8.1: the hardest step of our solve on its scale).
run rate "$tmp/top1.txt"
report "$([ "$rc" -eq 0 ] && [[ "$out" == *" se=9.0 "* ]]; echo $?)" \
  "rate: se= is Sudoku Explainer's ER" "exit $rc" "$out" "$err"
# Two easy top1465 puzzles that need pointing and pairs: Sudoku
# Explainer rates them 3.4 (a hidden pair) and 2.8 (claiming); a direct
# hidden pair places its digit and removes nothing, so the pair itself
# is still needed later (issue 20, item 8).
printf '%s\n%s\n' '26.7...........4.15........839.........5...6....1......7.....2.....49.......3.8..' \
  '...2.5......1..7...3......45.17............83....6....1.....25.....4.8...6.......' > "$tmp/easy-top.txt"
run rate "$tmp/easy-top.txt"
report "$([ "$rc" -eq 0 ] && [[ "$(printf '%s\n' "$out" | head -1)" == *" se=3.4 "* ]] &&
          [[ "$(printf '%s\n' "$out" | tail -1)" == *" se=2.8 "* ]]; echo $?)" \
  "rate: se= is not below the pairs and locking the puzzle needs" "exit $rc" "$out" "$err"
run rate --quick "$tmp/top1.txt"
report "$([ "$rc" -eq 0 ] && [[ "$out" == *" level=7 "*" se=8.1 "* ]]; echo $?)" \
  "rate --quick: se= is our estimate, the level the same" "exit $rc" "$out" "$err"
run rate --quick --se "$tmp/top1.txt"
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"cannot go together"* ]]; echo $?)" \
  "rate --quick --se: a usage error (exit 2)" "exit $rc" "$err"

run hint --level=vague "$EASY"
report "$([ "$rc" -eq 0 ] && [[ "$out" == "Look for a "*" in "* ]]; echo $?)" \
  "hint: vague names the technique and the house" "exit $rc" "$out" "$err"

# r1c1=2 breaks no rule, but the solution has 8 there; "+" marks a
# placed digit, not a given.
run hint ":0000:2:+2${EASY:1}::::"
report "$([ "$rc" -eq 1 ] && [[ "$out" == *"contradicts the solution"* ]]; echo $?)" \
  "hint: says when the board already contradicts the solution" "exit $rc" "$out" "$err"

# Inkala 2012: no technique of the standard profile applies at the
# start. The hint names the assumption the solver takes first (the first
# of `steps`), at every level, and that is a hint given (exit 0).
first_assumption=$("$cli" steps --profile=standard "$inkala_2012" |
  sed -n 's/^ *Assumption: \(r[1-9]c[1-9]=[1-9]\).*/\1/p' | head -n 1)
for level in vague concrete full; do
  run hint --profile=standard --level=$level "$inkala_2012"
  report "$([ "$rc" -eq 0 ] && [ -n "$first_assumption" ] &&
    [[ "$out" == "No technique applies here: try $first_assumption as an assumption"* ]]; echo $?)" \
    "hint --level=$level: where no technique applies, the solver's next assumption" \
    "exit $rc" "$out" "$err"
done

# The full profile (the default) has Sudoku Explainer's forcing chains:
# a logical hint, the chains in Eureka notation and in words (issue 23).
run hint --level=full "$inkala_2012"
report "$([ "$rc" -eq 0 ] && [[ "$out" == *"Forcing Chain"* ]] &&
  [[ "$out" == *": (3)r1c4-"* ]] && [[ "$out" == *"If r1c4 is 3: "* ]] &&
  [[ "$out" != *"assumption"* ]]; echo $?)" \
  "hint: Inkala 2012 gets a forcing chain, not an assumption" "exit $rc" "$out" "$err"
run steps "$inkala_2012"
report "$([ "$rc" -eq 0 ] && [[ "$out" != *"Assumption"* ]] &&
  [[ "$out" == *"Nested Forcing Chain"* ]]; echo $?)" \
  "steps: the full profile solves Inkala 2012 without an assumption" "exit $rc" "$out" "$err"

# A second 8 in row 1: what is wrong comes first, in the window's words.
run hint "8.8${inkala_2012:3}"
report "$([ "$rc" -eq 1 ] &&
  [[ "$out" == "The board breaks the rules: row 1 has two 8s (r1c1, r1c3)."* ]]; echo $?)" \
  "hint: a board that breaks the rules says which digit repeats where" "exit $rc" "$out" "$err"

# 0370 (Kraken fish) has no technique of ours: skipped.
printf '# two cases\n:0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:\n:0370:1:%s::::\n' \
  "$inkala_2012" > "$tmp/reglib.txt"
run reglib "$tmp/reglib.txt"
report "$([ "$rc" -eq 0 ] && [ "$out" == "$(printf 'pass 2 0003\nskip 3 0370\nreglib: 1 passed, 0 failed, 1 skipped')" ]; echo $?)" \
  "reglib: pass and skip lines, then the summary" "exit $rc" "$out" "$err"

# --- The puzzle library ---

lib=$tmp/library/library.db
inkala_2010='..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..'
sx3_dots='...........6..1......59.4..3..8...5..8..1..7.......92.4.....1...9.4.7.325.....8..'

# A command that only reads never creates a library (issue 20, item 1):
# a missing one is reported, exit 1, and no file or folder is made.
all_missing=0
for command in "list" "show 1" "export -o -" "rerate --list"; do
  # shellcheck disable=SC2086
  run library --library="$lib" $command
  if [ "$rc" -ne 1 ] || [ -n "$out" ] || [ "$err" != "nanpure-cli: There is no library at $lib" ] ||
     [ -e "$tmp/library" ]; then
    all_missing=1
    report 1 "library $command: a missing library" "exit $rc" "$out" "$err"
  fi
done
run export --library="$lib" --what=booklet --level=3 -o "$tmp/missing-library.pdf"
if [ "$rc" -ne 1 ] || [ "$err" != "nanpure-cli: There is no library at $lib" ] ||
   [ -e "$tmp/library" ] || [ -e "$tmp/missing-library.pdf" ]; then
  all_missing=1
  report 1 "export --library: a missing library" "exit $rc" "$out" "$err"
fi
report "$all_missing" "library: a command that only reads says a library is missing, exit 1, creates nothing"

run library --library="$tmp" list
report "$([ "$rc" -eq 1 ] && [ "$err" == "nanpure-cli: $tmp is a folder, not a library file" ]; echo $?)" \
  "library: --library=<a folder> says so" "exit $rc" "$err"

# An import may start a library: with the sample puzzles, and Inkala's
# 2012 puzzle is one of them.
run library --library="$lib" import "$inkala_2012"
expect "library import: a new library is created" "imported 0, duplicates 1, errors 0" 0

# The sample puzzles are all in Sample: the levels are the user's, whose
# first puzzle of a level is No. 1 there (issue 20, item 18).
run library --library="$lib" list
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 52 ] &&
          [ -z "$(printf '%s\n' "$out" | grep -v -E '^[0-9]+ sample [1-9.]{81}( |$)')" ] &&
          [[ "$(printf '%s\n' "$out" | head -1)" =~ ^1\ sample\ [1-9.]{81}$ ]]; echo $?)" \
  "library list: a new library has its 52 sample puzzles in Sample" "exit $rc" "$out" "$err"

run library --library="$lib" list --level=sample
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | tail -3)" == "50 sample $inkala_2010 “World’s hardest sudoku” (2010)
51 sample $inkala_2012 “World’s hardest sudoku” (2012)
52 sample $sx3_dots SX3" ]; echo $?)" \
  "library list: the Sample group, one line per puzzle with its title" "exit $rc" "$out" "$err"

run library list --library="$lib" --level=7
report "$([ "$rc" -eq 0 ] && [ -z "$out" ]; echo $?)" \
  "library list: --library after the command, one level (empty in a new library)" \
  "exit $rc" "$out" "$err"

NANPURE_LIBRARY=$lib run library list --level=sample --search=2012
expect "library list: NANPURE_LIBRARY and --search" \
  "51 sample $inkala_2012 “World’s hardest sudoku” (2012)" 0

run library --library="$lib" list --level=8
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"unknown level "*"8"* ]]; echo $?)" \
  "library list: an unknown level exits 2" "exit $rc" "$err"

run library --library="$lib"
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"give a command: list, import, export, show, delete, rerate"* ]]; echo $?)" \
  "library: no command exits 2" "exit $rc" "$err"

run library --library="$lib" shelve
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"unknown command "*"shelve"* ]]; echo $?)" \
  "library: an unknown command exits 2" "exit $rc" "$err"

all_help=0
for command in list import export show delete rerate; do
  run library "$command" --help
  [ "$rc" -eq 0 ] && [[ "$out" == *"nanpure-cli library $command"* ]] || all_help=1
done
run library --help
report "$([ "$all_help" -eq 0 ] && [ "$rc" -eq 0 ] && [[ "$out" == *"import"* ]]; echo $?)" \
  "library: --help for the group and each command" "exit $rc" "$out"

# Lines 2 and 5 are new (5 is EASY with 1 and 2 swapped), 3 repeats 2,
# 4 is already there (a seed), 6 is too short.
easy_swapped=$(printf '%s' "$EASY" | tr 12 21)
easy_auto=$(printf '%s' "$EASY" | tr 34 43)
{
  printf '# to import\n'
  printf '%s\n' "$EASY" "$EASY" "$inkala_2012" "$easy_swapped"
  printf '12345\n'
} >"$tmp/import.txt"
run library --library="$lib" import --level=3 "$tmp/import.txt"
report "$([ "$rc" -eq 1 ] && [ "$out" == "imported 2, duplicates 2, errors 1" ] &&
          [ "$err" == "nanpure-cli: $tmp/import.txt: line 6: 5 cells, expected 81" ]; echo $?)" \
  "library import: imported, duplicates and errors, with the line of each error" \
  "exit $rc" "$out" "$err"

run library --library="$lib" list --level=3
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 2 ] &&
          [ "$(printf '%s\n' "$out" | cut -d' ' -f2-)" == "$(printf '3 %s\n3 %s' "$EASY" "$easy_swapped")" ]; echo $?)" \
  "library list: the imported puzzles in their level" "exit $rc" "$out" "$err"
id_first_of_3=$(printf '%s\n' "$out" | head -1 | cut -d' ' -f1)
run library --library="$lib" show "$id_first_of_3"
report "$([ "$rc" -eq 0 ] && [[ "$out" == *$'\nnumber: 1\n'* ]]; echo $?)" \
  "library show: the first puzzle filed under a level is its No. 1" "exit $rc" "$out" "$err"

run library --library="$lib" import --level=3 "$tmp/import.txt"
report "$([ "$rc" -eq 1 ] && [ "$out" == "imported 0, duplicates 4, errors 1" ]; echo $?)" \
  "library import: the same file again adds nothing" "exit $rc" "$out" "$err"

printf '%s\n' "$inkala_2010" >"$tmp/one.sdm"
run library --library="$lib" import --auto "$tmp/one.sdm"
expect "library import: --auto, a duplicate is not an error" "imported 0, duplicates 1, errors 0" 0

printf '%s\n' "$easy_auto" >"$tmp/auto.sdm"
run library --library="$lib" import --auto "$tmp/auto.sdm"
run2_out=$out
run library --library="$lib" list --search="$easy_auto"
report "$([ "$run2_out" == "imported 1, duplicates 0, errors 0" ] &&
          [[ "$out" =~ ^[0-9]+\ [12]\ $easy_auto$ ]]; echo $?)" \
  "library import: --auto files a puzzle under its rated level" "$run2_out" "$out" "$err"

run library --library="$lib" import --level=3 --auto "$tmp/import.txt"
report "$([ "$rc" -eq 2 ]; echo $?)" "library import: --level with --auto exits 2" "exit $rc" "$err"

run library --library="$lib" import --level=3 "$tmp/missing.txt"
report "$([ "$rc" -eq 2 ] && [ "$err" == "nanpure-cli: cannot open '$tmp/missing.txt': No such file or directory" ]; echo $?)" \
  "library import: a missing file exits 2" "exit $rc" "$err"

# An empty file, or one of comments only, has no puzzle: "imported 0"
# alone read as a success (exit 0) to the user and to scripts.
: >"$tmp/empty.txt"
printf '# my puzzles\n# (none yet)\n' >"$tmp/comments.txt"
for file in empty.txt comments.txt; do
  run library --library="$lib" import --level=3 "$tmp/$file"
  report "$([ "$rc" -eq 1 ] && [ "$out" == "imported 0, duplicates 0, errors 0" ] &&
            [ "$err" == "nanpure-cli: $tmp/$file: no puzzles in it" ]; echo $?)" \
    "library import: $file says it has no puzzles, exit 1" "exit $rc" "$out" "$err"
done

run library --library="$lib" export --level=sample -o "$tmp/sample.sdm"
report "$([ "$rc" -eq 0 ] && [ "$out" == "exported 52" ] &&
          [ "$(tail -3 "$tmp/sample.sdm")" == "$(printf '%s\n' "$inkala_2010" "$inkala_2012" "$sx3_dots")" ]; echo $?)" \
  "library export: a group as .sdm" "exit $rc" "$out" "$err"

run library --library="$lib" export --format=sdk -o - 51
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | grep -v '^#B ')" == "#D “World’s hardest sudoku” (2012)
#S Arto Inkala’s 2012 puzzle
8........
..36.....
.7..9.2..
.5...7...
....457..
...1...3.
..1....68
..85...1.
.9....4.." ]; echo $?)" \
  "library export: one puzzle as .sdk to standard output" "exit $rc" "$out" "$err"

run library --library="$lib" export
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"-o FILE"* ]]; echo $?)" \
  "library export: no -o exits 2" "exit $rc" "$err"

run library --library="$lib" show 52
report "$([ "$rc" -eq 0 ] && [[ "$out" == "id: 52
level: sample
number: 52
variant: windoku
givens: $sx3_dots
title: SX3
source: The Herald Asahi’s “shadow” sudoku
notes:
rating: level 1, score 606, se 1.2
created: "* ]] && [[ "$out" == *"solves: 0"* ]]; echo $?)" \
  "library show: every field" "exit $rc" "$out" "$err"

run library --library="$lib" delete 52
report "$([ "$rc" -eq 0 ] && [ -z "$out" ]; echo $?)" "library delete: deletes quietly" "exit $rc" "$out" "$err"

run library --library="$lib" show 52
report "$([ "$rc" -eq 1 ] && [ "$err" == "nanpure-cli: There is no puzzle 52 in the library" ]; echo $?)" \
  "library show: a deleted puzzle is gone, exit 1" "exit $rc" "$err"

run library --library="$lib" delete 52
report "$([ "$rc" -eq 1 ]; echo $?)" "library delete: twice exits 1" "exit $rc" "$err"

run library --library="$lib" delete twelve
report "$([ "$rc" -eq 2 ]; echo $?)" "library delete: a bad id exits 2" "exit $rc" "$err"

# A file that is not a library is never touched, by any command
# (issue 20, item 1): the user's text file of puzzles, a text file,
# another program's database, a binary file.
printf '%s\n' "$inkala_2010" "$inkala_2012" >"$tmp/mypuzzles.txt"
cp "$tmp/mypuzzles.txt" "$tmp/mypuzzles.orig"
printf 'Shopping list\nmilk\n' >"$tmp/notes.txt"
cp "$tmp/notes.txt" "$tmp/notes.orig"
printf 'SQLite format 3\0' >"$tmp/other.db"
head -c 4080 /dev/zero >>"$tmp/other.db"
printf '\x7fELF\x02\x01\x01\0' >"$tmp/program"
head -c 200 /dev/zero >>"$tmp/program"
if command -v sqlite3 >/dev/null; then
  rm "$tmp/other.db"
  sqlite3 "$tmp/other.db" "CREATE TABLE accounts (name TEXT); INSERT INTO accounts VALUES ('x')"
fi
cp "$tmp/other.db" "$tmp/other.orig"
cp "$tmp/program" "$tmp/program.orig"
ls "$tmp" >"$tmp/listing.before"
untouched=0
for file in mypuzzles.txt notes.txt other.db program; do
  case $file in
    # The quotes are "?" in the C locale.
    mypuzzles.txt) why="it looks like a text file of puzzles: import it with ?nanpure-cli library import $tmp/$file?" ;;
    notes.txt) why="it is a text file" ;;
    other.db) why="it is a database of another program" ;;
    program) why="it is neither a database nor text" ;;
  esac
  for command in "list" "show 1" "export -o -" "import $tmp/inkala.txt" "delete 1" "rerate" \
                 "rerate --list"; do
    # shellcheck disable=SC2086
    run library --library="$tmp/$file" $command
    if [ "$rc" -ne 1 ] || [ -n "$out" ] ||
       [[ "$err" != "nanpure-cli: $tmp/$file is not a Nanpure library ("$why")" ]] ||
       ! cmp -s "$tmp/$file" "$tmp/${file%.*}.orig" ||
       [ "$(ls "$tmp")" != "$(cat "$tmp/listing.before")" ]; then
      untouched=1
      report 1 "library $command on $file" "exit $rc" "$out" "$err" "$(ls "$tmp")"
    fi
  done
done
report "$untouched" "library: a file that is not a library is refused by every command, exit 1, byte for byte as it was"

# A damaged Nanpure library: a command that only reads reports it and
# leaves it; a command that may start a library sets it aside.
cp "$lib" "$tmp/damaged.db"
# Pages 2–4 (the puzzles) scribbled over; the header page is ours still.
head -c 12288 /dev/zero | tr '\0' 'x' |
  dd of="$tmp/damaged.db" bs=4096 seek=1 conv=notrunc status=none
cp "$tmp/damaged.db" "$tmp/damaged.orig"
run library --library="$tmp/damaged.db" list --level=sample
report "$([ "$rc" -eq 1 ] && [ -z "$out" ] &&
          [ "$err" == "nanpure-cli: The library $tmp/damaged.db is damaged; it was left as it is" ] &&
          cmp -s "$tmp/damaged.db" "$tmp/damaged.orig" &&
          [ -z "$(ls "$tmp" | grep broken)" ]; echo $?)" \
  "library list: a damaged library is reported and left as it is, exit 1" "exit $rc" "$out" "$err"

run library --library="$tmp/damaged.db" import "$inkala_2012"
report "$([ "$rc" -eq 1 ] && [ -z "$out" ] &&
          [[ "$err" == "nanpure-cli: the library $tmp/damaged.db was damaged: it was moved to $tmp/damaged.db.broken-"* ]] &&
          [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] &&
          cmp -s "$tmp"/damaged.db.broken-* "$tmp/damaged.orig"; echo $?)" \
  "library import: a damaged library is moved aside, whole, exit 1, one line and no log line" \
  "exit $rc" "$out" "$err"

run library --library="$tmp/damaged.db" list --level=sample
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 52 ] && [ -z "$err" ]; echo $?)" \
  "library: the new library started in its place is used the next time" "exit $rc" "$err"

# A library an older version made: a command that only reads refuses it
# and leaves the file byte for byte as it was (no migration, no journal
# mode, nothing beside it), naming the command that updates it; upgrade
# updates it, and then it reads.
mkdir "$tmp/older"
python3 -c 'import sqlite3, sys
db = sqlite3.connect (sys.argv[1]); db.executescript (open (sys.argv[2]).read ()); db.commit ()' \
  "$tmp/older/library.db" "$NANPURE_TEST_DATA/library-v1.sql"
cp "$tmp/older/library.db" "$tmp/older.orig"
older_ok=0
for command in "list" "show 1" "export -o $tmp/older-export.sdm"; do
  # shellcheck disable=SC2086
  run library --library="$tmp/older/library.db" $command
  if [ "$rc" -ne 2 ] || [ -n "$out" ] ||
     [[ "$err" != "nanpure-cli: The library $tmp/older/library.db was made by an older version of Nanpure (schema 1)"*"nanpure-cli library upgrade"* ]] ||
     ! cmp -s "$tmp/older/library.db" "$tmp/older.orig" ||
     [ "$(ls "$tmp/older")" != "library.db" ] || [ -e "$tmp/older-export.sdm" ]; then
    older_ok=1
    report 1 "library $command on an older library" "exit $rc" "$out" "$err" "$(ls "$tmp/older")"
  fi
done
report "$older_ok" "library: a command that only reads leaves an older library as it was and names upgrade"
run library --library="$tmp/older/library.db" upgrade
report "$([ "$rc" -eq 0 ] && [ "$out" == "$tmp/older/library.db: up to date (schema 4)" ] && [ -z "$err" ] &&
          ! cmp -s "$tmp/older/library.db" "$tmp/older.orig"; echo $?)" \
  "library upgrade: an older library is updated, exit 0, one line" "exit $rc" "$out" "$err"
run library --library="$tmp/older/library.db" list --level=7
report "$([ "$rc" -eq 0 ] && [[ "$out" == "1 7 "*"Inkala 2012" ]] && [ -z "$err" ]; echo $?)" \
  "library list: the updated library reads" "exit $rc" "$out" "$err"

# A sample's source is shown in the user's language, as the app shows it.
run library --library="$tmp/samples.db" import "$inkala_2012"
LANGUAGE=ja LC_ALL=C.UTF-8 run library --library="$tmp/samples.db" list --level=sample
sample_id=${out%% *}
LANGUAGE=ja LC_ALL=C.UTF-8 run library --library="$tmp/samples.db" show "$sample_id"
ja_source=$(printf '%s\n' "$out" | sed -n 's/^source: //p')
run library --library="$tmp/samples.db" show "$sample_id"
en_source=$(printf '%s\n' "$out" | sed -n 's/^source: //p')
report "$([ "$rc" -eq 0 ] && [ -n "$en_source" ] && [ -n "$ja_source" ] &&
          [ "$en_source" != "$ja_source" ] && [[ "$ja_source" != *[A-Za-z][a-z]" "[a-z]* ]]; echo $?)" \
  "library show: a sample's source is in the user's language" "$en_source" "$ja_source"

# --- One set of rules for every command (issue 12) ---

# 10. Every command takes a puzzle, a file or standard input.
run solve "$inkala_2012"
expect "solve: a puzzle as the argument" "$inkala_2012_solution" 0
run count "$inkala_2012" "$tmp/inkala.txt"
expect "count: a puzzle and a file as arguments" $'1\n1' 0
run rate "$inkala_2012"
expect_match "rate: a puzzle as the argument" "^$inkala_2012 level=7 " 0
run convert --to=sdk "$inkala_2012"
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | grep -c '^[1-9.]\{9\}$')" -eq 9 ]; echo $?)" \
  "convert: a puzzle as the argument" "exit $rc" "$out" "$err"
run_stdin "$EASY" steps --profile=full-house,hidden-single-box,hidden-single-line,naked-single
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 56 ]; echo $?)" \
  "steps: standard input without an argument" "exit $rc" "$err"
run_stdin "$EASY" hint --level=vague -
report "$([ "$rc" -eq 0 ] && [[ "$out" == "Look for a "* ]]; echo $?)" \
  "hint: standard input as -" "exit $rc" "$out" "$err"
run_stdin "$EASY" hint --level=vague
report "$([ "$rc" -eq 0 ] && [[ "$out" == "Look for a "* ]]; echo $?)" \
  "hint: standard input without an argument" "exit $rc" "$out" "$err"
printf '%s\n' "$EASY" >"$tmp/easy.txt"
run hint --level=vague "$tmp/easy.txt"
report "$([ "$rc" -eq 0 ] && [[ "$out" == "Look for a "* ]]; echo $?)" \
  "hint: a file" "exit $rc" "$out" "$err"
run library --library="$lib" import --level=4 "$easy_auto"
expect "library import: a puzzle as the argument (already there)" \
  "imported 0, duplicates 1, errors 0" 0

# 11. One message, with the name, for a file that cannot be read.
missing=$tmp/no-such-file.txt
all_same=0
for command in solve count rate convert steps hint reglib "library --library=$lib import"; do
  # shellcheck disable=SC2086
  run $command "$missing"
  if [ "$rc" -ne 2 ] || [ -n "$out" ] ||
     [ "$err" != "nanpure-cli: cannot open '$missing': No such file or directory" ]; then
    all_same=1
    report 1 "$command: the message for a missing file" "exit $rc" "$out" "$err"
  fi
done
report "$all_same" "every command: cannot open 'FILE': No such file or directory, exit 2"
all_same=0
for command in solve rate steps hint reglib "library --library=$lib import"; do
  # shellcheck disable=SC2086
  run $command "$tmp"
  if [ "$rc" -ne 2 ] || [ "$err" != "nanpure-cli: cannot open '$tmp': Is a directory" ]; then
    all_same=1
    report 1 "$command: the message for a directory" "exit $rc" "$out" "$err"
  fi
done
report "$all_same" "every command: cannot open 'DIR': Is a directory, exit 2"

# 12. Only a proper puzzle is rated or explained.
run rate "$few_clues" "$no_solution" "$empty" "$duplicate"
expect "rate: several solutions, none, an empty grid, a duplicate" \
  "error: the puzzle has more than one solution
error: the puzzle has no solution
error: the grid is empty: there is no puzzle
error: row 4 has two 7s (r4c2, r4c9)" 1
run rate --format=json "$(grid_with 0=5 1=5)"
expect "rate: a duplicate in JSON names the digit, both houses and the cells" \
  "{\"puzzle\":\"$(grid_with 0=5 1=5)\",\"error\":\"row 1 has two 5s (r1c1, r1c2); box 1 has two 5s (r1c1, r1c2)\"}" 1
for case in "$few_clues:the puzzle has more than one solution" \
            "$no_solution:the puzzle has no solution" \
            "$empty:the grid is empty: there is no puzzle" \
            "$duplicate:row 4 has two 7s (r4c2, r4c9)"; do
  run steps "${case%%:*}"
  report "$([ "$rc" -eq 1 ] && [ -z "$out" ] && [ "$err" == "nanpure-cli: ${case#*:}" ]; echo $?)" \
    "steps: ${case#*:}" "exit $rc" "$out" "$err"
done

# 13. A reglib file with no case is an error.
printf '# only a comment\n\n' >"$tmp/no-cases.txt"
run reglib "$tmp/no-cases.txt"
report "$([ "$rc" -eq 1 ] && [ -z "$out" ] &&
          [[ "$err" == "nanpure-cli: $tmp/no-cases.txt has no test cases (lines that start with "* ]]; echo $?)" \
  "reglib: a file with no test cases exits 1" "exit $rc" "$out" "$err"

# 14. Exit statuses: 2 for output that cannot be written.
"$cli" solve "$inkala_2012" >/dev/full 2>"$tmp/err"
rc=$?
report "$([ "$rc" -eq 2 ] && grep -q 'No space left on device' "$tmp/err"; echo $?)" \
  "solve: output that cannot be written exits 2" "exit $rc" "$(cat "$tmp/err")"
run --help
report "$([ "$rc" -eq 0 ] && [[ "$out" == *"Exit status, for every command:"* ]] &&
          [[ "$out" == *"  2  a usage error"* ]] && [[ "$out" == *"a puzzle itself"* ]]; echo $?)" \
  "--help documents the input rules and the exit statuses" "exit $rc" "$out"

# 1. An empty library path is an error in every library command, never a
# crash.
all_empty=0
for command in "list" "show 1" "delete 1" "export -o -" "import $tmp/inkala.txt"; do
  # shellcheck disable=SC2086
  run library --library= $command
  if [ "$rc" -ne 2 ] || [[ "$err" != *"the path is empty"* ]]; then
    all_empty=1
    report 1 "library $command: --library= (empty)" "exit $rc" "$out" "$err"
  fi
done
report "$all_empty" "library: --library= (an empty path) exits 2 with a message in every command"

# 2. Export follows links, streams to pipes and devices, and replaces
# only regular files.
# SX3 (52) was deleted above.
sample_sdm=$(printf '%s\n' "$inkala_2010" "$inkala_2012")
ln -s "$tmp/export-target.sdm" "$tmp/export-link.sdm"
run library --library="$lib" export -o "$tmp/export-link.sdm" 50 51
link_followed=$([ "$rc" -eq 0 ] && [ "$out" == "exported 2" ] && [ -L "$tmp/export-link.sdm" ] &&
                 [ "$(cat "$tmp/export-target.sdm")" == "$sample_sdm" ]; echo $?)
report "$link_followed" \
  "library export: a symbolic link is followed and stays a link" "exit $rc" "$out" "$err"

mkfifo "$tmp/export.fifo"
# The reader gives up after a while, should the FIFO be replaced instead.
timeout 30 cat "$tmp/export.fifo" >"$tmp/from-fifo.sdm" &
reader=$!
run library --library="$lib" export -o "$tmp/export.fifo" 50 51
wait "$reader"
fifo_streamed=$([ "$rc" -eq 0 ] && [ -p "$tmp/export.fifo" ] &&
                 [ "$(cat "$tmp/from-fifo.sdm")" == "$sample_sdm" ]; echo $?)
report "$fifo_streamed" \
  "library export: a FIFO is written as a stream and stays a FIFO" "exit $rc" "$out" "$err"

# A CLI that replaces a link or a FIFO would, run as root, replace
# /dev/stdout itself (issue 12): then these are not run.
if [ "$link_followed" -eq 0 ] && [ "$fifo_streamed" -eq 0 ]; then
  exported=$("$cli" library --library="$lib" export -o /dev/stdout 50 51 | cat)
  rc=${PIPESTATUS[0]}
  report "$([ "$rc" -eq 0 ] && [ "$exported" == "$sample_sdm" ]; echo $?)" \
    "library export: /dev/stdout into a pipe, with no count mixed in" "exit $rc" "$exported"

  { echo before; "$cli" library --library="$lib" export -o /dev/stdout 50 51; echo after; } \
    >"$tmp/redirected.txt"
  report "$([ "$(cat "$tmp/redirected.txt")" == "before"$'\n'"$sample_sdm"$'\n'"after" ] &&
            [ -f "$tmp/redirected.txt" ]; echo $?)" \
    "library export: /dev/stdout redirected to a file, at its place" "$(cat "$tmp/redirected.txt")"

  exported=$("$cli" library --library="$lib" export -o /dev/stderr 50 51 2>&1 >/dev/null | cat)
  report "$([ "$exported" == "$sample_sdm" ]; echo $?)" \
    "library export: /dev/stderr into a pipe" "$exported"
else
  report 1 "library export: /dev/stdout and /dev/stderr" \
    "not run: the export does not follow links or stream to FIFOs"
fi

printf 'old\n' >"$tmp/export-old.sdm"
chmod 640 "$tmp/export-old.sdm"
run library --library="$lib" export -o "$tmp/export-old.sdm" 50 51
report "$([ "$rc" -eq 0 ] && [ "$(cat "$tmp/export-old.sdm")" == "$sample_sdm" ] &&
          [ "$(stat -c %a "$tmp/export-old.sdm")" == 640 ]; echo $?)" \
  "library export: a regular file is replaced, its permissions kept" "exit $rc" "$err"

run library --library="$lib" export --level=sample -o "$tmp"
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"$tmp"* ]]; echo $?)" \
  "library export: a folder is refused, exit 2" "exit $rc" "$err"

# 14. A read-only library (file and folder) can still be listed, shown
# and exported, and is not touched; importing into it exits 2. Root
# ignores permissions, so as root the commands run as nobody.
shelf=$tmp/shelf
run library --library="$shelf/library.db" import "$inkala_2012"
chmod 444 "$shelf/library.db"
chmod 555 "$shelf"
chmod 755 "$tmp"
as_user=()
user_cli=$cli
if [ "$(id -u)" -eq 0 ]; then
  as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  # The build folder may be closed to nobody; the binary links only
  # system libraries, so a copy runs anywhere.
  user_cli=$tmp/nanpure-cli
  cp "$cli" "$user_cli"
  chmod 755 "$user_cli"
fi
checksum=$(sha256sum <"$shelf/library.db")
run_as_user () {
  "${as_user[@]}" "$user_cli" "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  out=$(cat "$tmp/out")
  err=$(cat "$tmp/err")
}
run_as_user library --library="$shelf/library.db" list --level=sample
report "$([ "$rc" -eq 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 52 ]; echo $?)" \
  "library list: a read-only library" "exit $rc" "$out" "$err"
run_as_user library --library="$shelf/library.db" export -o - 50 51 52
report "$([ "$rc" -eq 0 ] && [ "$out" == "$(printf '%s\n' "$inkala_2010" "$inkala_2012" "$sx3_dots")" ]; echo $?)" \
  "library export: a read-only library" "exit $rc" "$out" "$err"
run_as_user library --library="$shelf/library.db" show 51
report "$([ "$rc" -eq 0 ] && [[ "$out" == "id: 51"* ]]; echo $?)" \
  "library show: a read-only library" "exit $rc" "$err"
run_as_user library --library="$shelf/library.db" import "$EASY"
report "$([ "$rc" -eq 2 ] && [[ "$err" == *"is read-only"* ]]; echo $?)" \
  "library import: a read-only library exits 2" "exit $rc" "$out" "$err"
report "$([ "$(sha256sum <"$shelf/library.db")" == "$checksum" ] &&
          [ "$(ls -A "$shelf")" == "library.db" ]; echo $?)" \
  "library: a read-only library is left exactly as it was" "$(ls -A "$shelf")"
chmod 755 "$shelf"
chmod 700 "$tmp"

echo "1..$n_tests"
[ "$n_failed" -eq 0 ]
