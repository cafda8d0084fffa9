#!/bin/bash
# tests/test-layers.sh — each layer includes only what it may use
# (docs/ARCHITECTURE.md, "Layers"): the engine no GTK, cairo, pango or
# SQLite; the session and the vision layer no GTK; the library no GTK
# or cairo; the renderer no GTK or SQLite. A layer never includes a
# header of a layer above it.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-layers.sh SOURCE-ROOT

set -u
src=$1/src
n=0
fails=0

# check LAYER WHAT PATTERN: no file of src/LAYER has an #include
# matching PATTERN (an extended regular expression).
check () {
  local layer=$1 what=$2 pattern=$3 found
  n=$((n + 1))
  if [ ! -d "$src/$layer" ]; then
    echo "ok $n - src/$layer includes no $what # SKIP no such layer"
    return
  fi
  found=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]($pattern)" \
            "$src/$layer" --include='*.c' --include='*.h' || true)
  if [ -z "$found" ]; then
    echo "ok $n - src/$layer includes no $what"
  else
    echo "not ok $n - src/$layer includes $what"
    printf '#   %s\n' "$found" | sed "s|$src/||"
    fails=$((fails + 1))
  fi
}

# Headers of our own layers, by the file names each layer has.
headers_of () {
  local layer=$1
  find "$src/$layer" -name '*.h' -printf '%f\n' 2>/dev/null | sed 's/\./\\./g' | paste -sd'|'
}

toolkit='gtk/|gdk/|adwaita\.h|gtk\.h'
cairo='cairo|pango/'

check engine "GTK, cairo, pango or SQLite" "$toolkit|$cairo|sqlite3\.h|gdk-pixbuf"
check library "GTK or cairo" "$toolkit|$cairo"
check render "GTK or SQLite" "$toolkit|sqlite3\.h"
check session "GTK or cairo" "$toolkit|$cairo"
check vision "GTK or cairo" "$toolkit|$cairo|sqlite3\.h"
check cli "GTK" "$toolkit"

# No layer reaches up: the engine includes nothing of the library,
# render, session, vision, app or cli; the session nothing of the app;
# the vision layer nothing above the engine.
for upper in library render session app cli; do
  pattern=$(headers_of "$upper")
  [ -n "$pattern" ] && check engine "header of src/$upper" "$pattern"
done
for upper in session app cli; do
  pattern=$(headers_of "$upper")
  [ -n "$pattern" ] && check library "header of src/$upper" "$pattern"
done
pattern=$(headers_of app)
[ -n "$pattern" ] && check session "header of src/app" "$pattern"
# The photo reader stands on the engine alone.
for upper in library render session app cli; do
  pattern=$(headers_of "$upper")
  [ -n "$pattern" ] && check vision "header of src/$upper" "$pattern"
done

# The session's parts (every file of src/session but the session's own,
# sudoku-session*) include no private header of another: a part talks
# to the session and to the other parts through their public API,
# properties and signals (docs/ARCHITECTURE.md, "src/session"). A part
# in several files shares its own (sudoku-solve-runner-private.h between
# sudoku-solve-runner.c and sudoku-solve-runner-job.c).
n=$((n + 1))
found=
for file in "$src"/session/*.[ch]; do
  name=$(basename "$file")
  case $name in sudoku-session*) continue ;; esac
  for header in $(sed -nE 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]*-private)\.h".*/\1/p' "$file"); do
    case $name in
      "$header".[ch]|"${header%-private}".[ch]|"${header%-private}"-*.[ch]) ;;
      *) found="$found session/$name:$header.h" ;;
    esac
  done
done
if [ -z "$found" ]; then
  echo "ok $n - the session's parts include no private header of another"
else
  echo "not ok $n - the session's parts include a private header of another"
  printf '#   %s\n' $found
  fails=$((fails + 1))
fi

echo "1..$n"
[ "$fails" -eq 0 ]
