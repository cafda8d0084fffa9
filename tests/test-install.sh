#!/bin/bash
# tests/test-install.sh — `meson install` into a DESTDIR gives a working,
# valid application tree: binaries, desktop file, metainfo, icons, schema,
# MIME types, translations and the manual page.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-install.sh BUILD-ROOT

set -u
build_root=$1
app_id=io.github.nanpure.Nanpure
destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT

n=0
fails=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
check () { if eval "$2" >"$destdir/.out" 2>&1; then ok "$1"; else not_ok "$1"; sed 's/^/# /' "$destdir/.out"; fi; }

if ! meson install -C "$build_root" --no-rebuild --destdir "$destdir" >"$destdir/.install" 2>&1; then
  not_ok "meson install into a DESTDIR"
  sed 's/^/# /' "$destdir/.install"
  echo "1..$n"
  exit 1
fi
ok "meson install into a DESTDIR"

# The prefix is wherever the binary went.
bin=$(find "$destdir" -path '*/bin/nanpure' -type f | head -n 1)
prefix=${bin%/bin/nanpure}
share=$prefix/share

check "the application is installed and executable" "[ -x '$prefix/bin/nanpure' ]"
check "the CLI is installed and solves a puzzle" \
  "'$prefix/bin/nanpure-cli' solve <<< '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..' | grep -qx '812753649943682175675491283154237896369845721287169534521974368438526917796318452'"
check "the desktop file is installed and valid" \
  "desktop-file-validate '$share/applications/$app_id.desktop'"
check "the desktop file opens the puzzle file types" \
  "grep -q '^MimeType=.*application/x-sudoku-sdk' '$share/applications/$app_id.desktop'"
check "the metainfo is installed and valid" \
  "appstreamcli validate --no-net '$share/metainfo/$app_id.metainfo.xml'"
check "the metainfo has screenshots and release notes" \
  "grep -q '<screenshot' '$share/metainfo/$app_id.metainfo.xml' && grep -q '<release ' '$share/metainfo/$app_id.metainfo.xml'"
check "the settings schema is installed and compiles strictly" \
  "glib-compile-schemas --strict --dry-run '$share/glib-2.0/schemas'"
check "the application icon is installed" \
  "[ -s '$share/icons/hicolor/scalable/apps/$app_id.svg' ] && xmllint --noout '$share/icons/hicolor/scalable/apps/$app_id.svg'"
check "the symbolic icon is installed" \
  "[ -s '$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg' ] && xmllint --noout '$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg'"
# The icons are drawings GTK can show at any size: the app icon on GNOME's
# 128 px canvas without text (no font needed), bitmaps or editor data; the
# symbolic one on 16 px in plain filled shapes, as GTK recolours the fill
# of each shape and nothing else.
svg_count () { xmllint --xpath "count($2)" "$1"; }
app_icon_is_plain () {
  [ "$(xmllint --xpath 'string(/*/@viewBox)' "$1")" = "0 0 128 128" ] &&
  [ "$(svg_count "$1" '//*[local-name()="text" or local-name()="image" or local-name()="namedview"]')" = 0 ] &&
  ! grep -q 'inkscape:\|sodipodi:' "$1"
}
symbolic_icon_is_plain () {
  [ "$(xmllint --xpath 'string(/*/@viewBox)' "$1")" = "0 0 16 16" ] &&
  [ "$(svg_count "$1" '//*[local-name()="text" or local-name()="image" or local-name()="mask" or local-name()="clipPath" or local-name()="filter" or local-name()="style"]')" = 0 ] &&
  [ "$(svg_count "$1" '//@stroke | //@style | //@opacity | //@fill-opacity')" = 0 ]
}
check "the application icon is a plain 128 px drawing" \
  "app_icon_is_plain '$share/icons/hicolor/scalable/apps/$app_id.svg'"
check "the symbolic icon is a plain 16 px drawing of filled shapes" \
  "symbolic_icon_is_plain '$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg'"
check "the MIME types are installed" \
  "xmllint --noout '$share/mime/packages/$app_id.xml'"
check "the Japanese translation is installed" \
  "[ -s '$share/locale/ja/LC_MESSAGES/nanpure.mo' ]"
check "the manual page of nanpure-cli is installed and every command is in it" \
  "for c in \$('$prefix/bin/nanpure-cli' --help | awk '/^Commands:/{l=1;next} l&&/^  [a-z]/{print \$1} l&&!/^  /{l=0}' | grep -vx help); do grep -q \"^.SS \$c\" '$share/man/man1/nanpure-cli.1' || exit 1; done"
for lang in C ja; do
  check "the $lang help is installed, with its figures" \
    "[ -s '$share/help/$lang/nanpure/index.page' ] && [ -s '$share/help/$lang/nanpure/tech-fish.page' ] && [ -s '$share/help/$lang/nanpure/figures/tech-fish.png' ]"
done
if command -v yelp-build >/dev/null 2>&1; then
  for lang in C ja; do
    check "the $lang help is installed as HTML, for a machine without yelp" \
      "[ -s '$share/nanpure/help-html/$lang/index.html' ] && [ -s '$share/nanpure/help-html/$lang/figures/tech-fish.png' ]"
  done
fi
if command -v yelp-check >/dev/null 2>&1; then
  check "the installed help validates" \
    "yelp-check validate '$share/help/C/nanpure'/*.page '$share/help/ja/nanpure'/*.page"
fi
if command -v groff >/dev/null 2>&1; then
  check "the manual page renders without warnings" \
    "[ -z \"\$(groff -k -man -Tutf8 -ww -z '$share/man/man1/nanpure-cli.1' 2>&1)\" ]"
fi

echo "1..$n"
[ "$fails" -eq 0 ]
