#!/bin/bash
# tests/test-readme-pictures.sh — build-aux/readme-pictures draws the
# README's step pictures (docs/step-chain.png, docs/step-fish.png) with
# the project's renderer: both are made, 600 pixels a side, and differ
# from a blank grid's picture.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-readme-pictures.sh SCRIPT BUILD-DIR

set -u
script=$1
build_dir=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "1..3"
if "$script" "$build_dir" "$tmp" > "$tmp/log" 2>&1; then
  echo "ok 1 - readme-pictures runs"
else
  echo "not ok 1 - readme-pictures runs"; sed 's/^/# /' "$tmp/log"
fi
n=1
for name in step-chain step-fish; do
  n=$((n + 1))
  size=$(python3 -c 'import struct, sys
data = open(sys.argv[1], "rb").read(24)
assert data[:8] == b"\x89PNG\r\n\x1a\n"
print("%dx%d" % struct.unpack(">II", data[16:24]))' "$tmp/$name.png" 2>/dev/null)
  if [ "$size" = "600x600" ] && [ "$(stat -c %s "$tmp/$name.png")" -gt 20000 ]; then
    echo "ok $n - $name.png is 600x600"
  else
    echo "not ok $n - $name.png is 600x600 (${size:-missing})"
  fi
done
