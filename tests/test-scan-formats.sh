#!/bin/bash
# tests/test-scan-formats.sh
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# nanpure-cli scan reads the photo formats the Open dialog and the desktop
# file offer: tests/data/photos/image10.jpg converted now by ImageMagick to
# WebP (lossless) and TIFF gives the JPEG's reading. WebP needs
# gdk-pixbuf's WebP loader (Debian's webp-pixbuf-loader, installed by
# build-aux/setup.sh): without it that case is skipped with a message.
# Prints TAP.
#
# Usage: tests/test-scan-formats.sh SOURCE-ROOT PATH-TO-NANPURE-CLI

set -u

root=${1:?usage: test-scan-formats.sh SOURCE-ROOT PATH-TO-NANPURE-CLI}
cli=${2:?usage: test-scan-formats.sh SOURCE-ROOT PATH-TO-NANPURE-CLI}
export LC_ALL=C

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nanpure-test-scan-formats.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# report STATUS DESCRIPTION [DIAGNOSTIC…], n_tests, n_failed.
. "$(dirname "$0")/tap.sh"

photo=$root/tests/data/photos/image10.jpg
expected=".42.....5...632.8..8..4.2...........715.6834.9.835.761.91..6.......2.19...61...5. ok"

# Whether gdk-pixbuf has a loader for a MIME type: its loaders' cache
# (GDK_PIXBUF_MODULE_FILE when set, as gdk-pixbuf itself reads it).
has_loader () {
  local cache=${GDK_PIXBUF_MODULE_FILE:-$(pkg-config --variable=gdk_pixbuf_cache_file gdk-pixbuf-2.0)}
  [ -r "$cache" ] && grep -q "\"$1\"" "$cache"
}

# scan_as EXTENSION MAGIC [CONVERT OPTIONS…]: the photo in another format,
# whose first 12 bytes (in hex, "." for any) match MAGIC.
scan_as () {
  local ext=$1 magic=$2 out status head
  shift 2
  convert "$photo" "$@" "$tmp/image10.$ext"
  report $? "image10.jpg converted to $ext"
  head=$(od -An -tx1 -N12 "$tmp/image10.$ext" | tr -d ' \n')
  [[ "$head" =~ ^$magic ]]
  report $? "the converted file is $ext by its first bytes" "$head"
  out=$("$cli" scan "$tmp/image10.$ext" 2>&1); status=$?
  [ "$status" -eq 0 ] && [ "$out" = "$expected" ]
  report $? "scan reads the $ext photo as the JPEG, exit 0" "status $status" "$out"
}

if has_loader image/webp; then
  # "RIFF", a size, "WEBP".
  scan_as webp '52494646........57454250' -define webp:lossless=true
else
  report 0 "a WebP photo # SKIP gdk-pixbuf has no WebP loader (Debian: webp-pixbuf-loader)"
fi
# "II*\0" or "MM\0*".
scan_as tiff '(49492a00|4d4d002a)'

echo "1..$n_tests"
[ "$n_failed" -eq 0 ]
