#!/bin/bash
# tests/test-cli-export.sh
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs `nanpure-cli export` and checks the files it writes with poppler's
# tools (pdfinfo, pdftotext, pdffonts) and the PNG header: sizes, page
# counts, text, errors and exit statuses. Prints TAP.
#
# Usage: tests/test-cli-export.sh PATH-TO-NANPURE-CLI

set -u

cli=${1:?usage: test-cli-export.sh PATH-TO-NANPURE-CLI}
export LC_ALL=C

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nanpure-test-export.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export NANPURE_LIBRARY=$tmp/library.db

n_tests=0
n_failed=0

# The seed puzzle (SPEC §1) and its solution.
inkala='8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
inkala_solution='812753649943682175675491283154237896369845721287169534521974368438526917796318452'
# Arto Inkala's 2010 puzzle: its path takes one assumption, which leads
# to the solution.
inkala_2010='..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..'
# Many solutions: not a puzzle whose solution can be drawn.
ambiguous=1$(printf '.%.0s' {1..80})

ok () {
  n_tests=$((n_tests + 1))
  echo "ok $n_tests - $1"
}

not_ok () {
  n_tests=$((n_tests + 1))
  n_failed=$((n_failed + 1))
  echo "not ok $n_tests - $1"
  shift
  local line
  for line in "$@"; do
    echo "# $line"
  done
}

# check NAME EXPECTED ACTUAL
check () {
  if [ "$2" = "$3" ]; then
    ok "$1"
  else
    not_ok "$1" "expected: $2" "actual:   $3"
  fi
}

# png_size FILE — "WIDTHxHEIGHT" from the IHDR chunk.
png_size () {
  local bytes
  bytes=($(od -An -tu1 -j16 -N8 "$1"))
  echo "$(( (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3] ))x$(( (bytes[4] << 24) | (bytes[5] << 16) | (bytes[6] << 8) | bytes[7] ))"
}

pages () {
  pdfinfo "$1" 2>/dev/null | sed -n 's/^Pages: *//p'
}

# The digits of a PDF's grids in reading order: lines without letters.
pdf_digits () {
  pdftotext -layout "$1" - | grep -v '[A-Za-z]' | tr -cd '0-9'
}

printf '%s\n%s\n%s\n' "$inkala" "$inkala" "$inkala" > "$tmp/three.txt"

# --- PNG ---

for what in puzzle solution; do
  "$cli" export --what=$what --size=333 --plain -o "$tmp/$what.png" "$inkala"
  check "png $what: exit 0" 0 $?
  check "png $what: exactly 333×333" 333x333 "$(png_size "$tmp/$what.png")"
done
# A solution in colours carries their legend, in a band under the grid.
"$cli" export --what=solution --size=333 -o "$tmp/legend.png" "$inkala"
check "png solution in colours: a legend band of 7% under the grid" 333x356 \
  "$(png_size "$tmp/legend.png")"

"$cli" export --what=both --size=400 --plain -o "$tmp/both.png" "$inkala"
check "png both: two grids and a gap of a twentieth" 820x400 "$(png_size "$tmp/both.png")"
"$cli" export --what=both --size=400 -o "$tmp/both-legend.png" "$inkala"
check "png both in colours: and the legend band" 820x428 "$(png_size "$tmp/both-legend.png")"

"$cli" export --size=8cm --dpi=150 -o "$tmp/physical.png" "$inkala"
check "png 8cm at 150 dpi is 472 pixels" 472x472 "$(png_size "$tmp/physical.png")"
# The pHYs chunk after IHDR: 150 dpi is 5906 pixels a metre (0x1712).
check "png records its resolution" "pHYs 0 0 23 18 0 0 23 18 1" \
  "$(od -An -c -j37 -N4 "$tmp/physical.png" | tr -d ' ') $(od -An -tu1 -j41 -N9 "$tmp/physical.png" | xargs)"

"$cli" export --size=300 --caption -o "$tmp/caption.png" "$inkala"
check "png caption adds a band on top" 300x324 "$(png_size "$tmp/caption.png")"

"$cli" export --size=200 --transparent -o "$tmp/clear.png" "$inkala"
# Colour type 6 (RGBA) at byte 25 of the file.
check "png --transparent has an alpha channel" 6 "$(od -An -tu1 -j25 -N1 "$tmp/clear.png" | tr -d ' ')"

"$cli" export --size=100 --format=png -o - "$inkala" > "$tmp/stdout.png"
check "png to standard output" 100x100 "$(png_size "$tmp/stdout.png")"

"$cli" export --what=both --format=pdf -o /dev/stdout "$tmp/three.txt" | cat > "$tmp/piped.pdf"
check "pdf streamed through a pipe to /dev/stdout" 3 "$(pages "$tmp/piped.pdf")"

# A link is followed: its target is replaced and the link stays a link.
echo old > "$tmp/target.png"
ln -s target.png "$tmp/link.png"
"$cli" export --size=120 -o "$tmp/link.png" "$inkala"
if [ -L "$tmp/link.png" ] && [ "$(png_size "$tmp/target.png")" = 120x120 ]; then
  ok "png through a symbolic link"
else
  not_ok "png through a symbolic link"
fi

# --- SVG ---

"$cli" export --what=both -o "$tmp/both.svg" "$inkala"
check "svg: exit 0" 0 $?
if grep -q '<svg' "$tmp/both.svg"; then ok "svg is an SVG document"; else not_ok "svg is an SVG document"; fi

# --- PDF of grids ---

"$cli" export --what=solution --title="Platinum Blonde" -o "$tmp/solution.pdf" "$inkala"
check "pdf solution: exit 0" 0 $?
check "pdf solution: one page" 1 "$(pages "$tmp/solution.pdf")"
check "pdf solution: the digits are text, in their places" "$inkala_solution" \
  "$(pdf_digits "$tmp/solution.pdf")"
check "pdf solution: the document has its title" "Platinum Blonde" \
  "$(pdfinfo "$tmp/solution.pdf" | sed -n 's/^Title: *//p')"
# The legend names the colours the solution shows, and only those: the
# path of Inkala 2012 places its digits by singles (its forcing chains
# remove candidates), and assumes nothing.
solution_text=$(pdftotext "$tmp/solution.pdf" - | tr '\n' ' ')
case $solution_text in
  *"assumption"*) not_ok "pdf solution: its legend" "$solution_text" ;;
  *"bold: given"*"naked single"*"hidden single"*) ok "pdf solution: its legend" ;;
  *) not_ok "pdf solution: its legend" "$solution_text" ;;
esac
case $solution_text in
  *"other technique"*) not_ok "pdf solution: no colour in the legend that is not shown" ;;
  *) ok "pdf solution: no colour in the legend that is not shown" ;;
esac
"$cli" export --what=solution --plain -o "$tmp/plain.pdf" "$inkala"
check "pdf solution --plain: black digits, no legend" 0 \
  "$(pdftotext "$tmp/plain.pdf" - | grep -c 'hidden single')"
if pdffonts "$tmp/solution.pdf" | awk 'NR > 2 && $(NF - 4) != "yes" { bad = 1 } END { exit bad }'; then
  ok "pdf solution: every font is embedded"
else
  not_ok "pdf solution: every font is embedded" "$(pdffonts "$tmp/solution.pdf")"
fi

"$cli" export --what=both --paper=letter -o "$tmp/three.pdf" "$tmp/three.txt"
check "pdf both: a page per puzzle" 3 "$(pages "$tmp/three.pdf")"
check "pdf --paper=letter" "612 x 792 pts (letter)" \
  "$(pdfinfo "$tmp/three.pdf" | sed -n 's/^Page size: *//p')"

# --- Solve sheet ---

"$cli" export --what=sheet -o "$tmp/sheet.pdf" "$inkala"
check "sheet: exit 0" 0 $?
sheet_text=$(pdftotext "$tmp/sheet.pdf" - | tr '\n' ' ')
missing=
while IFS= read -r technique; do
  case $sheet_text in
    *"$technique"*) ;;
    *) missing="$missing [$technique]" ;;
  esac
done < <("$cli" steps "$inkala" 2>/dev/null | sed 's/^ *//; s/:.*//' | sort -u)
check "sheet: lists every technique of the path" "" "$missing"
n_steps=$("$cli" steps "$inkala" 2>/dev/null | wc -l)
case $sheet_text in
  *" $n_steps. "*) ok "sheet: numbers all $n_steps steps" ;;
  *) not_ok "sheet: numbers all $n_steps steps" ;;
esac
# The SE figure is Sudoku Explainer's ER, the one `rate` gives (10.7
# for Inkala 2012, not our quick estimate of 9.5).
se=$("$cli" rate "$inkala" | sed -n 's/.* se=\([0-9.]*\) .*/\1/p')
check "rate: Inkala 2012 is SE 10.7" 10.7 "$se"
case $sheet_text in
  *"SE $se "*"Puzzle"*"Solution"*"Solving path"*) ok "sheet: rating (SE $se as rate says), puzzle, solution, path" ;;
  *) not_ok "sheet: rating (SE $se as rate says), puzzle, solution, path" \
       "$(echo "$sheet_text" | cut -c1-300)" ;;
esac
"$cli" export --what=sheet -o "$tmp/sheet-2010.pdf" "$inkala_2010"
case $(pdftotext "$tmp/sheet-2010.pdf" - | tr '\n' ' ') in
  *"SE 10.6 "*"0 assumptions"*"bold: given"*) ok "sheet of Inkala 2010: SE 10.6 and the legend" ;;
  *) not_ok "sheet of Inkala 2010: SE 10.6 and the legend" ;;
esac

# A sheet of one page has no page number; one of several pages does.
echo "534678912672195348198342567859761423426853791713924856961537284287419635345286..." \
  > "$tmp/nearly.txt"
"$cli" export --what=sheet -o "$tmp/one-page.pdf" "$tmp/nearly.txt"
check "sheet of a nearly solved puzzle: one page" 1 "$(pages "$tmp/one-page.pdf")"
check "one page: no \"Page 1 of 1\" footer" 0 \
  "$(pdftotext "$tmp/one-page.pdf" - | grep -c 'Page 1')"
check "several pages: \"Page 1 of N\" footers" 1 \
  "$(pdftotext "$tmp/sheet.pdf" - | grep -cE '^Page 1 of ([2-9]|[1-9][0-9]+)$')"

# --- Booklet ---

# A library whose levels have puzzles: the sample puzzles are in Sample,
# so puzzles are generated and imported into Levels 1–3 (an import
# starts the library; a listing only reads).
"$cli" generate --level=3 --count=7 --seed=5 | "$cli" library import --level=3 - > /dev/null
"$cli" generate --level=1 --seed=6 | "$cli" library import --level=1 - > /dev/null
"$cli" generate --level=2 --seed=7 | "$cli" library import --level=2 - > /dev/null
n_level=$("$cli" library list --level=3 | wc -l)
if [ "$n_level" -gt 0 ]; then
  for per_page in 1 2 4 6; do
    "$cli" export --what=booklet --level=3 --per-page=$per_page -o "$tmp/booklet$per_page.pdf"
    expected=$(( (n_level + per_page - 1) / per_page + (n_level + 11) / 12 ))
    check "booklet $per_page per page: $n_level puzzles and their solutions" \
      "$expected" "$(pages "$tmp/booklet$per_page.pdf")"
  done
  booklet_text=$(pdftotext "$tmp/booklet4.pdf" - | tr '\n' ' ')
  case $booklet_text in
    *"No. 1 · Level 3"*"Solutions"*) ok "booklet: numbered with the level, solutions at the end" ;;
    *) not_ok "booklet: numbered with the level, solutions at the end" ;;
  esac
  case $booklet_text in
    *"Solutions"*"bold: given"*) ok "booklet: the solutions' pages carry the legend" ;;
    *) not_ok "booklet: the solutions' pages carry the legend" ;;
  esac
else
  not_ok "the library has puzzles of level 3"
fi

# Two levels make two sections, each starting on a page of its own.
id_a=$("$cli" library list --level=1 | head -1 | cut -d' ' -f1)
id_b=$("$cli" library list --level=2 | head -1 | cut -d' ' -f1)
"$cli" export --what=booklet --per-page=6 --id="$id_a" --id="$id_b" -o "$tmp/selection.pdf"
check "booklet of a selection: one page per level, one of solutions" 3 \
  "$(pages "$tmp/selection.pdf")"

# --- Headings: the level the book gives, not the one of our rating ---

# A puzzle our rating puts in Level 7, filed in the book's Level 5.
book5='...3..5...5..1..3...7..4..12.....4...6..9......1..6..28..7..2...9..8..5...5..9..7'
check "the puzzle of the headings rates 7" 1 "$("$cli" rate "$book5" | grep -c ' level=7 ')"
"$cli" library import --level=5 "$book5" > /dev/null
id5=$("$cli" library list --level=5 | grep -F "$book5" | cut -d' ' -f1)
number5=$("$cli" library show "$id5" | sed -n 's/^number: //p')
"$cli" export --what=both --id="$id5" -o "$tmp/heading.pdf"
check "a library puzzle is headed with the book's level and number" "Level 5 · No. $number5" \
  "$(pdftotext "$tmp/heading.pdf" - | grep -m1 '^Level')"
# A .sdk file's #L level, with spaces around, read as the window reads it.
{ echo '#L  5 '; echo "$book5" | fold -w9; } > "$tmp/level5.sdk"
"$cli" export --what=both -o "$tmp/level5.pdf" "$tmp/level5.sdk"
check ".sdk: the #L level heads the page" "Level 5" \
  "$(pdftotext "$tmp/level5.pdf" - | grep -m1 '^Level')"
{ echo '#L Level 5'; echo "$book5" | fold -w9; } > "$tmp/level5-named.sdk"
"$cli" export --what=both -o "$tmp/level5-named.pdf" "$tmp/level5-named.sdk"
check ".sdk: \"#L Level 5\", as the library exports it, heads the page" "Level 5" \
  "$(pdftotext "$tmp/level5-named.pdf" - | grep -m1 '^Level')"

# --- Errors ---

# expect_error NAME STATUS ARGS… — the status, a message on stderr, no file.
expect_error () {
  local name=$1 status=$2
  shift 2
  rm -f "$tmp/error.out"
  "$cli" export "$@" > /dev/null 2> "$tmp/stderr"
  local actual=$?
  if [ "$actual" = "$status" ] && [ -s "$tmp/stderr" ] && [ ! -e "$tmp/error.out" ]; then
    ok "$name"
  else
    not_ok "$name" "status $actual, expected $status" "$(cat "$tmp/stderr")"
  fi
}

expect_error "unknown --what" 2 --what=poster -o "$tmp/error.out" "$inkala"
expect_error "unknown --format" 2 --format=gif -o "$tmp/error.out" "$inkala"
expect_error "no output named" 2 "$inkala"
expect_error "output name without a format" 2 -o "$tmp/error.out" "$inkala"
expect_error "a sheet as PNG" 2 --what=sheet --format=png -o "$tmp/error.out" "$inkala"
expect_error "--per-page=3" 2 --what=booklet --per-page=3 --format=pdf -o "$tmp/error.out" "$inkala"
expect_error "--size=big" 2 --size=big --format=png -o "$tmp/error.out" "$inkala"
expect_error "--size too small" 2 --size=4 --format=png -o "$tmp/error.out" "$inkala"
expect_error "--paper=a3" 2 --paper=a3 --format=pdf -o "$tmp/error.out" "$inkala"
expect_error "--level=9" 2 --what=booklet --level=9 --format=pdf -o "$tmp/error.out"
expect_error "three puzzles in one PNG" 2 --format=png -o "$tmp/error.out" "$tmp/three.txt"
expect_error "an unreadable file" 2 --format=pdf -o "$tmp/error.out" "$tmp/missing.txt"
expect_error "a directory as output" 2 --format=png -o "$tmp" "$inkala"
expect_error "not a puzzle" 1 --format=png -o "$tmp/error.out" "12345"
expect_error "the solution of an ambiguous puzzle" 1 --what=solution --format=png \
  -o "$tmp/error.out" "$ambiguous"

# A PNG over cairo's 16384 pixels a side is refused at once, naming the
# limit and the pixels asked, before the puzzle is solved: the solution
# of an ambiguous puzzle, which would fail later with status 1.
expect_error "a PNG of 8in at 3000 dpi" 2 --size=8in --dpi=3000 --format=png \
  -o "$tmp/error.out" "$inkala"
if grep -q 16384 "$tmp/stderr" && grep -q 24000 "$tmp/stderr"; then
  ok "too large: the limit and the pixels asked"
else
  not_ok "too large: the limit and the pixels asked" "$(head -1 "$tmp/stderr")"
fi
expect_error "both grids 8000 px wide, refused before solving" 2 --what=both --size=8000 \
  --format=png -o "$tmp/error.out" "$ambiguous"
if grep -q 16384 "$tmp/stderr" && grep -q 16400 "$tmp/stderr"; then
  ok "too large for both grids: 16400 pixels asked"
else
  not_ok "too large for both grids: 16400 pixels asked" "$(head -1 "$tmp/stderr")"
fi

# A failed export leaves the old file as it was.
echo "keep me" > "$tmp/kept.png"
"$cli" export --what=solution -o "$tmp/kept.png" "$ambiguous" 2> /dev/null
check "a failed export leaves the old file" "keep me" "$(cat "$tmp/kept.png")"
if ls -A "$tmp" | grep -q '^\.kept'; then
  not_ok "a failed export leaves no temporary file" "$(ls -A "$tmp")"
else
  ok "a failed export leaves no temporary file"
fi

echo "1..$n_tests"
[ "$n_failed" -eq 0 ]
