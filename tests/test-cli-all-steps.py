#!/usr/bin/env python3
# test-cli-all-steps.py
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later

"""`nanpure-cli steps --all --format=json` against every case of HoDoKu's
regression library (tests/data/hodoku-reglib-dev.txt): the case's
expected step (its placements and eliminations) is in the list for its
position. Cases `reglib` skips (techniques left out on purpose) and the
"-x" cases (which say a technique finds nothing) are counted, not
checked. The profile is every technique (the keys of the technique table
in src/engine/sudoku-step.c, the second argument), so that the fish and
templates the full profile leaves out are searched too. TAP output."""

import json
import os
import re
import subprocess
import sys

cli = sys.argv[1]
with open(sys.argv[2], encoding='utf-8') as f:
    keys = re.findall(r'\[SUDOKU_TECHNIQUE_\w+\] = \{ "([a-z0-9+-]+)"', f.read())
profile = ','.join(key for key in keys if key != 'assumption')
data = os.environ.get('NANPURE_TEST_DATA', os.path.join(os.path.dirname(__file__), 'data'))
path = os.path.join(data, 'hodoku-reglib-dev.txt')


def triples(field, relation):
    out = set()
    for word in field.split():
        out.add('r%sc%s%s%s' % (word[1], word[2], relation, word[0]))
    return out


with open(path, encoding='utf-8') as f:
    lines = [line.rstrip('\r\n') for line in f]

# Which lines `reglib` itself skips.
reglib = subprocess.run([cli, 'reglib', path], capture_output=True, text=True)
skipped = set()
for line in reglib.stdout.splitlines():
    words = line.split()
    if words and words[0] == 'skip':
        skipped.add(int(words[1]))

if len(keys) < 80:
    print('1..1\nnot ok 1 - only %d technique keys read from %s' % (len(keys), sys.argv[2]))
    sys.exit(0)

cases = [(number, line) for number, line in enumerate(lines, 1) if line.startswith(':')]
print('1..%d' % (len(cases) + 1))
checked = 0
test = 0
for number, line in cases:
    test += 1
    fields = line.split(':')
    code = fields[1]
    if number in skipped or code.endswith('-x'):
        print('ok %d - line %d %s # SKIP %s' % (test, number, code,
              'no such case in the list' if code.endswith('-x') else 'reglib skips it'))
        continue
    eliminations = triples(fields[5], '<>')
    placements = triples(fields[6], '=')
    run = subprocess.run([cli, 'steps', '--all', '--format=json', '--profile=' + profile, line],
                         capture_output=True, text=True)
    if run.returncode != 0:
        print('not ok %d - line %d %s: exit %d: %s' % (test, number, code, run.returncode,
                                                       run.stderr.strip()))
        continue
    steps = json.loads(run.stdout)
    found = False
    for step in steps:
        if set(step['eliminations']) == eliminations and set(step['placements']) == placements:
            found = True
            break
    siamese = len(code) >= 5 and code[4].isdigit()
    if not found and siamese:
        # A Siamese fish is two fish on the same base sets, reported as one.
        for a in steps:
            for b in steps:
                if (a is not b and not placements and not a['placements'] and
                        set(a['eliminations']) | set(b['eliminations']) == eliminations):
                    found = True
    checked += 1
    if found:
        print('ok %d - line %d %s (%d steps)' % (test, number, code, len(steps)))
    else:
        print('not ok %d - line %d %s: expected %s not among %d steps' %
              (test, number, code, sorted(placements | eliminations), len(steps)))

test += 1
print('%s %d - cases checked: %d' % ('ok' if checked > 0 else 'not ok', test, checked))
