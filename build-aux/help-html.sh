#!/usr/bin/env bash
# build-aux/help-html.sh SOURCE-HELP-DIR FIGURE-DIR OUTPUT-DIR STAMP LANGS PAGE…
# — builds the help as HTML pages with yelp-build, for a machine without
# yelp: the application opens OUTPUT-DIR/LANG/PAGE.html in the browser
# then (src/app/sudoku-application.c). LANG is C and each language of the
# comma-separated LANGS (help/meson.build's help_languages), whose pages
# are translated here with msgfmt and itstool from SOURCE-HELP-DIR/LANG/
# LANG.po, as gnome.yelp() does for yelp.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail

help_dir=$1
figure_dir=$2
output_dir=$3
stamp=$4
IFS=, read -r -a languages <<< "$5"
shift 5
pages=("$@")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build_language () {
  local lang=$1 source=$2
  rm -rf "${output_dir:?}/$lang"
  mkdir -p "$output_dir/$lang"
  # yelp-build copies the figures a page shows from beside the page.
  ln -sfn "$figure_dir" "$source/figures"
  local files=()
  for page in "${pages[@]}"; do
    files+=("$source/$page")
  done
  yelp-build html -o "$output_dir/$lang/" "${files[@]}"
}

mkdir -p "$work/C"
for page in "${pages[@]}" legal.xml; do
  cp "$help_dir/C/$page" "$work/C/$page"
done
build_language C "$work/C"

for lang in "${languages[@]}"; do
  mkdir -p "$work/$lang"
  msgfmt -o "$work/$lang.mo" "$help_dir/$lang/$lang.po"
  (cd "$work/C" && itstool -m "$work/$lang.mo" -o "$work/$lang/" "${pages[@]}" legal.xml)
  build_language "$lang" "$work/$lang"
done

touch "$stamp"
