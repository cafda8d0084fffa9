#!/usr/bin/env python3
# tests/test-ja-texts.py — the texts the engine assembles read as Japanese.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-ja-texts.py [--counts] NANPURE-CLI REGLIB PUZZLES
#
# The CLI of the build tree reads the build tree's catalogue (src/cli/main.c).
#
# The catalogue's style test (test-po-ja.py) sees one message at a time;
# this one sees what the user reads: it runs `nanpure-cli steps` and
# `nanpure-cli hint` (three levels) under LANGUAGE=ja over every position
# of HoDoKu's regression library (every technique family; the hint once
# per technique code) and a few hard
# puzzles (forcing chains, Nishio), Windoku puzzles and broken inputs, and
# counts, with TAP output, what a sentence joined the English way leaves:
#   - a space between two Japanese characters;
#   - 「。␣」 (a sentence joined with ". " or " ");
#   - a half-width ';' or '.' after Japanese text, or before it, and a
#     list joined with '; ' in a Japanese text;
#   - an English word (cell names such as r4c5, Eureka notation and the
#     abbreviations of po/GLOSSARY.md are allowed).
#
# With --counts it prints the count of each defect and exits 0.

import concurrent.futures
import json
import os
import re
import subprocess
import sys

JA = '\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e\u3000-\u303f'
DEFECTS = [
    ('space between two Japanese characters',
     re.compile('[%s] +[%s]' % (JA, JA))),
    ('「。」 followed by a space', re.compile('。 ')),
    ('half-width ; or . beside Japanese text, or ; in it',
     re.compile('[%s] ?[;.]|[;.] ?[%s]' % (JA, JA))),
    ('two remarks in parentheses one after the other', re.compile('）（')),
    ('English word', None),
]
# Words the output may keep in Latin letters: technique abbreviations and
# notation the glossary allows (ALS, AIC, UR, BUG, W-Wing's W, X/XY/XYZ,
# the digit and cell notation), the CLI's machine-readable words.
ALLOWED_WORDS = {
    'XZ',
    'ALS', 'AIC', 'UR', 'BUG', 'XY', 'XYZ', 'WXYZ', 'VWXYZ', 'XYZ-Wing',
    'SE', 'ER', 'EP', 'ED', 'DDS', 'RCC',
}
JAPANESE = re.compile('[%s]' % JA)
WORD = re.compile(r'[A-Za-z]{2,}')
CELL = re.compile(r'\b[rR]\d+[cC]\d+\b|\b[rc]\d+\b')


OPTION = re.compile(r'--[a-z-]+(=[a-z-]+)?')


def english_words(text):
    text = CELL.sub(' ', OPTION.sub(' ', text))
    return [w for w in WORD.findall(text) if w not in ALLOWED_WORDS]


def run(cli, args):
    env = dict(os.environ, LANGUAGE='ja', LC_ALL='C.UTF-8', LANG='C.UTF-8')
    try:
        p = subprocess.run([cli] + args, capture_output=True, env=env,
                           timeout=120)
    except subprocess.TimeoutExpired:
        return [('timeout', ' '.join(args))]
    texts = []
    out = p.stdout.decode('utf-8')
    if '--format=json' in args:
        for step in json.loads(out or '[]'):
            texts.append(step.get('summary', ''))
            texts.append(step.get('explanation', ''))
    else:
        texts.extend(out.splitlines())
    for line in p.stderr.decode('utf-8').splitlines():
        # Machine-readable: the last line's result and the program prefix.
        if line.startswith('result: '):
            continue
        texts.append(re.sub(r'^nanpure-cli( \w+)?: ', '', line))
    return [(t, ' '.join(args)) for t in texts if t]


def jobs(reglib, puzzles):
    codes = set()
    with open(reglib, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line.startswith(':'):
                yield ['steps', '--format=json', line]
                # The hint's three levels once per technique code, to
                # keep the test short: the steps give every explanation.
                code = line.split(':')[1]
                if code not in codes:
                    codes.add(code)
                    for level in ('vague', 'concrete', 'full'):
                        yield ['hint', '--level=' + level, line]
    with open(puzzles, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].split()
            if not line:
                continue
            variant, puzzle = line[0], line[1]
            extra = ['--variant=' + variant]
            yield ['steps', '--format=json'] + extra + [puzzle]
            # The text output with assumptions (their lines and outcomes):
            # the standard profile assumes where the full one chains.
            yield ['steps', '--profile=standard'] + extra + [puzzle]
            for level in ('vague', 'concrete', 'full'):
                yield ['hint', '--level=' + level] + extra + [puzzle]


def main():
    args = sys.argv[1:]
    counts_only = '--counts' in args
    args = [a for a in args if a != '--counts']
    cli, reglib, puzzles = args
    texts = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for result in pool.map(lambda a: run(cli, a), jobs(reglib, puzzles)):
            texts.extend(result)

    print('1..%d' % len(DEFECTS))
    print('# %d texts' % len(texts))
    failed = False
    for number, (name, pattern) in enumerate(DEFECTS, 1):
        hits = []
        for text, where in texts:
            if pattern is not None:
                found = [m.group(0) for m in pattern.finditer(text)]
                # A list joined with "; " in a Japanese text, even
                # between cell names (the colouring's colours).
                if number == 3 and JAPANESE.search(text):
                    found += re.findall(r'\S*; \S*', text)
            else:
                found = english_words(text)
            if found:
                hits.append((text, where, found))
        count = sum(len(h[2]) for h in hits)
        if counts_only:
            print('# %s: %d' % (name, count))
            continue
        print('%s %d - no %s' % ('not ok' if hits else 'ok', number, name))
        if hits:
            failed = True
            print('# %d times in %d texts; the first ones:' % (count, len(hits)))
            seen = set()
            for text, where, found in hits:
                if text in seen:
                    continue
                seen.add(text)
                print('#   %s  [%s]' % (text, ', '.join(found)))
                print('#     from: nanpure-cli %s' % where)
                if len(seen) >= 15:
                    break
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
