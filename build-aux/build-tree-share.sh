#!/usr/bin/env bash
# build-aux/build-tree-share.sh SOURCE-ROOT BUILD-ROOT PAGE… — lays out
# BUILD-ROOT/share as an installed data directory would be, with links into
# the source and build trees: icons/hicolor and help/LANG/nanpure (pages and
# the figures drawn at build time), and nanpure/help-html (the help as
# HTML). A program started from the build tree
# puts it first in XDG_DATA_DIRS (src/app/main.c), so GTK finds the icons
# and yelp the help (help:nanpure) as when installed.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail

source_root=$1
build_root=$2
shift 2
share=$build_root/share

mkdir -p "$share" "$share/nanpure"
ln -sfn "$source_root/icons" "$share/icons"
# The help as HTML, built when yelp-tools is there (help/meson.build).
ln -sfn "$build_root/help/html" "$share/nanpure/help-html"

for lang in C ja; do
  dir=$share/help/$lang/nanpure
  mkdir -p "$dir"
  for page in "$@" legal.xml; do
    if [ "$lang" = C ]; then
      ln -sfn "$source_root/help/C/$page" "$dir/$page"
    else
      # Translated at build time by itstool (help/meson.build).
      ln -sfn "$build_root/help/$lang/$page" "$dir/$page"
    fi
  done
  ln -sfn "$build_root/help" "$dir/figures"
done
