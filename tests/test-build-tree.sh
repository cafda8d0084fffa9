#!/bin/bash
# tests/test-build-tree.sh — the program started from the build tree
# behaves as the installed one: its translations, settings schema and icons
# are found there, without any environment set up for it (issue: Japanese
# came out in English and Preferences was greyed out under build-aux/run).
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-build-tree.sh NANPURE BUILD-ROOT

set -u
nanpure=$1
build_root=$2

n=0
fails=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }

# A bad option is refused before any display is opened, with a message from
# the catalogue.
message=$(env -u GSETTINGS_SCHEMA_DIR -u XDG_DATA_DIRS LANGUAGE=ja LANG=C.UTF-8 \
            "$nanpure" --variant=nonesuch 2>&1)
status=$?
if [ "$status" -ne 0 ] && printf '%s' "$message" | grep -q 'classic' &&
   printf '%s' "$message" | LC_ALL=C.UTF-8 grep -qP '[\x{3040}-\x{30ff}]'; then
  ok "the build tree's Japanese catalogue is used: $message"
else
  not_ok "the build tree's Japanese catalogue is used (got: $message)"
fi

# So does nanpure-cli's --help.
cli=$build_root/src/cli/nanpure-cli
message=$(LANGUAGE=ja LANG=C.UTF-8 "$cli" --help 2>&1)
if printf '%s' "$message" | LC_ALL=C.UTF-8 grep -qP '[\x{3040}-\x{30ff}]'; then
  ok "nanpure-cli uses the build tree's Japanese catalogue"
else
  not_ok "nanpure-cli uses the build tree's Japanese catalogue (got: $message)"
fi

# What the program points GSettings and GTK at must be there.
if [ -f "$build_root/data/gschemas.compiled" ]; then
  ok "the compiled schema is in the build tree"
else
  not_ok "the compiled schema is in the build tree"
fi
# The build tree's share/ is laid out as an installed data directory
# (build-aux/build-tree-share.sh): every link must lead to a file.
for path in icons/hicolor/scalable/apps/io.github.nanpure.Nanpure.svg \
            icons/hicolor/symbolic/apps/io.github.nanpure.Nanpure-symbolic.svg \
            help/C/nanpure/index.page help/C/nanpure/tech-fish.page \
            help/C/nanpure/figures/tech-fish.png \
            help/ja/nanpure/index.page help/ja/nanpure/tech-fish.page \
            help/ja/nanpure/figures/tech-fish.png; do
  if [ -s "$build_root/share/$path" ]; then ok "share/$path is found as in a data directory"
  else not_ok "share/$path is found as in a data directory"; fi
done
if grep -q 'フィッシュ' "$build_root/share/help/ja/nanpure/tech-fish.page" 2>/dev/null; then
  ok "the Japanese help is translated"
else
  not_ok "the Japanese help is translated"
fi
if [ -f "$build_root/po/ja/LC_MESSAGES/nanpure.mo" ]; then
  ok "the Japanese catalogue is compiled into the build tree"
else
  not_ok "the Japanese catalogue is compiled into the build tree"
fi

echo "1..$n"
[ "$fails" -eq 0 ]
