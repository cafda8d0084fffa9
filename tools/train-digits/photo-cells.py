#!/usr/bin/env python3
# tools/train-digits/photo-cells.py
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Cuts the cells of labelled photos (imageN.jpg + imageN.dat, the format
# of ../shared/photos/train, Wicht and Hennebert's dataset) into the
# records train-digits --real reads: one byte photo number, one byte true
# class (0 = empty), 32 × 32 pixels.
#
# The cells come from the vision layer's own grid finding and cell
# extraction: nanpure-cli scan with VDUMP=FILE writes the 9 × 9 cells of
# its last reading as one 288 × 288 PGM. That last reading may be of a
# turned page (the reader tries the page's rotations), so each photo's
# cells are taken in the quarter turn that the classifier given with
# --classifier reads best against the truth: the turns differ by 30 points
# or more, so the choice does not flatter the classifier. Photos whose
# grid is not found, or with no truth in their .dat, are left out.
#
# With FOLDS (build-aux/bench-scan --cross-validate=K --folds-out=FOLDS:
# lines of "fold photo"), photos are numbered so that the number modulo
# K is the photo's fold in the bench: `train-digits --folds K --fold i`
# then leaves out exactly the photos the bench reads as fold i.
#
#   photo-cells.py NANPURE_CLI TRAIN_DIGITS PHOTO_DIR OUTPUT [FOLDS]
import os, subprocess, sys, tempfile, glob, re

cli, classifier, photo_dir, output = sys.argv[1:5]
fold_of = {}
if len(sys.argv) > 5:
    for line in open(sys.argv[5], encoding='utf-8'):
        fold, name = line.split(None, 1)
        fold_of[name.strip()] = int(fold)
n_folds = max(fold_of.values()) + 1 if fold_of else 0
next_in_fold = [0] * n_folds
SIDE, GRID = 32, 288


def truth_of(dat):
    lines = open(dat).read().split('\n')[2:11]
    digits = ''.join(''.join(l.split()) for l in lines)
    return digits if len(digits) == 81 and digits.isdigit() else None


def turned(pixels, n):
    out = bytearray(n * n)
    for y in range(n):
        for x in range(n):
            out[x * n + (n - 1 - y)] = pixels[y * n + x]
    return bytes(out)


def records(number, truth, pixels):
    out = bytearray()
    for cell in range(81):
        r, c = divmod(cell, 9)
        out += bytes([number, int(truth[cell])])
        for y in range(SIDE):
            at = (r * SIDE + y) * GRID + c * SIDE
            out += pixels[at:at + SIDE]
    return bytes(out)


def right_share(data):
    with tempfile.NamedTemporaryFile(suffix='.bin') as f:
        f.write(data)
        f.flush()
        text = subprocess.run([classifier, '--evaluate', '--heldout-per-class', '1',
                               '--real', f.name], capture_output=True, text=True).stdout
    return float(re.search(r'cells, ([0-9.]+)% right', text).group(1))


with tempfile.TemporaryDirectory() as tmp, open(output, 'wb') as out:
    number = 0
    for jpg in sorted(glob.glob(os.path.join(photo_dir, '*.jpg'))):
        truth = truth_of(jpg[:-4] + '.dat')
        dump = os.path.join(tmp, 'cells.pgm')
        if truth is None:
            continue
        if fold_of:
            if os.path.basename(jpg) not in fold_of:
                continue
            fold = fold_of[os.path.basename(jpg)]
            number = fold + n_folds * next_in_fold[fold]
            next_in_fold[fold] += 1
        if os.path.exists(dump):
            os.unlink(dump)
        subprocess.run([cli, 'scan', jpg], env=dict(os.environ, VDUMP=dump),
                       capture_output=True, timeout=60)
        if not os.path.exists(dump):
            print(f'{os.path.basename(jpg)}: no grid', file=sys.stderr)
            continue
        pixels = open(dump, 'rb').read().split(b'\n', 1)[1]
        best = None
        for turn in range(4):
            data = records(number, truth, pixels)
            share = right_share(data)
            if best is None or share > best[0]:
                best = (share, data, turn)
            pixels = turned(pixels, GRID)
        print(f'{os.path.basename(jpg)}: photo {number}, quarter turns {best[2]}, '
              f'{best[0]:.1f}% read right', file=sys.stderr)
        out.write(best[1])
        if not fold_of:
            number += 1
