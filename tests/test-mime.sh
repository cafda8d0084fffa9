#!/bin/bash
# tests/test-mime.sh — the puzzle file types: the MIME definition installs
# and maps each extension (and the .sdk magic) to its type, and the desktop
# file lists exactly those types and the photo types the Open dialog offers.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-mime.sh MIME-XML DESKTOP-FILE

set -u
mime_xml=$1
desktop=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
fails=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
check () { if eval "$2"; then ok "$1"; else not_ok "$1"; fi; }

check "the definition is well-formed XML" "xmllint --noout '$mime_xml' 2>/dev/null"

mkdir -p "$tmp/mime/packages"
cp "$mime_xml" "$tmp/mime/packages/io.github.nanpure.Nanpure.xml"
cp /usr/share/mime/packages/freedesktop.org.xml "$tmp/mime/packages/"
check "update-mime-database accepts it without a warning" \
  "[ -z \"\$(XDG_DATA_DIRS='$tmp' update-mime-database '$tmp/mime' 2>&1)\" ]"

for pair in sdk:application/x-sudoku-sdk sdm:application/x-sudoku-sdm ss:application/x-simple-sudoku; do
  ext=${pair%%:*}
  type=${pair#*:}
  check "*.$ext is $type" "grep -q '^[0-9]*:$type:\\*\\.$ext\$' '$tmp/mime/globs2'"
  check "$type is a kind of text/plain" "grep -q '^$type text/plain\$' '$tmp/mime/subclasses'"
done
check "a .sdk file is recognised by its [Puzzle] line" \
  "grep -aq 'application/x-sudoku-sdk' '$tmp/mime/magic'"

# The puzzle types defined here, and the photos of a puzzle the Open
# dialog offers (sudoku-window-actions.c), for "Open With Nanpure".
photo_types="image/png image/jpeg image/webp image/tiff image/bmp"
listed=$(sed -n 's/^MimeType=//p' "$desktop" | tr ';' '\n' | sed '/^$/d' | sort)
defined=$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$mime_xml" | sort)
expected=$(printf '%s\n' $defined $photo_types | sort)
check "the desktop file lists exactly the defined types and the photo types" \
  "[ '$listed' = '$expected' ] && [ -n '$defined' ]"
for type in $photo_types; do
  check "the Open dialog offers $type" \
    "grep -q '\"$type\"' '$(dirname "$0")/../src/app/sudoku-window-actions.c'"
done
check "the desktop file opens files (%F or %U)" "grep -q '^Exec=.*%[FU]' '$desktop'"

echo "1..$n"
[ "$fails" -eq 0 ]
