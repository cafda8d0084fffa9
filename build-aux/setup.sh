# build-aux/setup.sh — sourced by build-aux/run and build-aux/test.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs the Debian 12 packages the build and the tests need, but only
# those missing, then configures and builds the release tree in _build.

set -euo pipefail

top_srcdir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
builddir="${NANPURE_BUILDDIR:-$top_srcdir/_build}"

# What building and running the application needs.
build_packages=(
  gcc pkg-config meson ninja-build gettext
  libglib2.0-dev libglib2.0-bin libgtk-4-dev libadwaita-1-dev
  libsqlite3-dev itstool
  desktop-file-utils shared-mime-info
  fonts-cantarell
)
# What running it needs on top: yelp shows the help (without it the help
# opens in the browser from the HTML the build makes), and a Japanese
# font, without which a fresh machine shows empty boxes in Japanese.
run_packages=(
  yelp
  fonts-noto-cjk
  # gdk-pixbuf's WebP loader: photos of a puzzle in WebP (the Open
  # dialog and the desktop file offer image/webp).
  webp-pixbuf-loader
)
# What the tests need on top: a display server, validators, the fuzzer.
test_packages=(
  xvfb xauth dbus-daemon desktop-file-utils appstream
  clang libclang-rt-14-dev libxml2-utils yelp-tools groff-base
  poppler-utils
  sqlite3
  # tests/test-vision-scan.sh degrades synthetic pages with ImageMagick;
  # tests/test-scan-formats.sh converts a photo to WebP and reads it.
  imagemagick webp-pixbuf-loader
  # The digit classifier's fonts: tools/train-digits trains on some,
  # tests/test-digits.c reads the held-out ones (digits-synth.c).
  fonts-dejavu-core fonts-liberation fonts-liberation2 fonts-urw-base35 fonts-noto-core
  fonts-noto-cjk fonts-ipafont-gothic fonts-ipafont-mincho fonts-ipaexfont-gothic
  fonts-freefont-ttf fonts-texgyre fonts-crosextra-carlito
  fonts-crosextra-caladea fonts-open-sans fonts-roboto-unhinted fonts-lato
  fonts-linuxlibertine fonts-cabin fonts-sil-charis fonts-oxygen fonts-hack
  fonts-firacode fonts-go fonts-stix fonts-lmodern fonts-vlgothic fonts-mplus
)

missing_packages () {
  local pkg
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}\n' "$pkg" 2>/dev/null | grep -q '^install ok installed$'; then
      printf '%s\n' "$pkg"
    fi
  done
}

install_packages () {
  local missing
  missing=$(missing_packages "$@")
  [ -z "$missing" ] && return 0

  echo "nanpure: installing missing packages:" $missing >&2
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      echo "nanpure: these Debian packages are missing and I am not root: $missing" >&2
      echo "nanpure: install them with apt-get as root, then run this again." >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  # shellcheck disable=SC2086
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends $missing >&2
}

# configure_and_build DIR BUILDTYPE [MESON OPTIONS…]
configure_and_build () {
  local dir="$1" buildtype="$2"
  shift 2
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$top_srcdir" --buildtype="$buildtype" "$@" >&2
  else
    # Picks up parts added to the tree since the last configure.
    meson setup --reconfigure "$dir" "$top_srcdir" --buildtype="$buildtype" "$@" >/dev/null
  fi
  ninja -C "$dir" >&2
}
