#!/usr/bin/env python3
# tests/test-po-ja.py — the Japanese catalogue and help keep the house
# style of po/GLOSSARY.md.
#
# Copyright 2026 The Nanpure authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-po-ja.py PO GLOSSARY HELP-PO
#
# Checks, with TAP output:
#   - every placeholder, markup tag and mnemonic of a msgid is in its msgstr;
#   - no space between two Japanese characters, none beside full-width
#     punctuation, no “ ” quotes, no half-width ( ) : ? ! next to Japanese;
#   - the words the glossary rules out (数独 outside the search keywords,
#     手順, 窓, シャドウ, 解答 outside the Solve mode, and the words of
#     BANNED_WORDS), puzzles counted with 個, a colon joining two clauses;
#   - every row of the glossary whose English is a `msgid` is translated
#     exactly so;
#   - every <gui> label of the Japanese help is a label of the catalogue.

import re
import sys

JA = '\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e\u3000-\u303f'
FULL_PUNCT = '、。「」（）：！？・／'
PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?[-'0-9.#]*(?:ll|l|z|h)?([sudxXcf%])")

# Words the glossary rules out, and what to write instead (issue 26 for
# the last five: the help's words must be the window's).
BANNED_WORDS = (('手順', '手'), ('窓', 'ウィンドウ'), ('シャドウ', 'ウィンドウ'),
                ('数字パッド', 'テンキー'), ('はさみ', 'ピンサー'), ('軸', 'ピボット or 茎'),
                ('\u301c', '～, the full-width tilde'), ('ヒントの数', '問題の数字の数, ヒント数'),
                ('1 手ずつ', '一手ずつ'))
PUZZLES_WITH_KO = re.compile(r"問題を? ?%'?u 個|%'?u 個の問題")
CLAUSE_COLON = re.compile('(?:です|ます|ません|ました|でした)：[\u3040-\u30ff\u4e00-\u9fff]')

results = []


def check(ok, name, details=()):
    results.append((ok, name, list(details)))


def unescape(text):
    return re.sub(r'\\(.)',
                  lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)),
                  text)


def parse_po(path):
    """Returns a list of entries: dicts of msgctxt, msgid, msgid_plural,
    msgstr (a list) and the line number."""
    entries = []
    entry = None
    key = None
    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line.strip():
                entry = None
                continue
            if line.startswith('#'):
                continue
            if entry is None:
                entry = {'line': number, 'msgctxt': None, 'msgid': '',
                         'msgid_plural': None, 'msgstr': []}
                entries.append(entry)
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                key = m.group(1)
                value = unescape(m.group(2))
                if key.startswith('msgstr'):
                    entry['msgstr'].append(value)
                else:
                    entry[key] = value
            elif line.startswith('"'):
                value = unescape(line[1:-1])
                if key.startswith('msgstr'):
                    entry['msgstr'][-1] += value
                else:
                    entry[key] += value
    return [e for e in entries if e['msgid']]


def placeholders(text):
    """The conversions of a format string, by argument number."""
    found = []
    position = 0
    for m in PLACEHOLDER.finditer(text):
        if m.group(2) == '%':
            continue
        if m.group(1):
            found.append((int(m.group(1)), m.group(2)))
        else:
            position += 1
            found.append((position, m.group(2)))
    return sorted(set(found))


def where(entry):
    return 'line %d: %s' % (entry['line'], entry['msgid'][:60].replace('\n', ' '))


def check_catalogue(entries):
    lost = []
    for e in entries:
        english = [e['msgid']] + ([e['msgid_plural']] if e['msgid_plural'] else [])
        wanted = placeholders(english[-1])
        for s in e['msgstr']:
            if not s:
                continue
            if placeholders(s) != wanted:
                lost.append(where(e) + ' — placeholders differ')
            for tag in re.findall(r'</?\w+>', e['msgid']):
                if s.count(tag) != e['msgid'].count(tag):
                    lost.append(where(e) + ' — markup ' + tag)
            if re.search(r'_[A-Za-z0-9]', e['msgid']) and '<' not in e['msgid'] \
               and not re.search(r'\(_[A-Za-z0-9]\)|_[A-Za-z0-9]', s):
                lost.append(where(e) + ' — mnemonic')
    check(not lost, 'every placeholder, markup tag and mnemonic is kept', lost)

    def japanese(e):
        return [s for s in e['msgstr'] if s]

    rules = [
        ('no space between two Japanese characters',
         re.compile('[' + JA + '] +[' + JA + ']')),
        ('no space beside full-width punctuation',
         re.compile('(?<![·⇒—]) +[' + FULL_PUNCT + ']|[' + FULL_PUNCT + '] +(?![·⇒—])')),
        ('no “ ” quotes (「」 instead)', re.compile('[“”]')),
        # The windows keep Japanese phrases whole (src/app/sudoku-phrases.c).
        ('no word joiner or zero-width space to hold a line together',
         re.compile('[\u2060\u200b\ufeff]')),
        ('no half-width brackets or colons beside Japanese',
         re.compile('[' + JA + r'](?:\((?!_[A-Za-z0-9]\))|[:?!])|(?<!\(_[A-Za-z0-9])\)[' + JA + ']'
                    r'|\((?!_[A-Za-z0-9]\))[^)]*[' + JA + r']')),
    ]
    for name, pattern in rules:
        bad = [where(e) + ' — ' + s[:80].replace('\n', ' ')
               for e in entries for s in japanese(e) if pattern.search(s)]
        check(not bad, name, bad)

    banned = []
    for e in entries:
        for s in japanese(e):
            if '数独' in s and not e['msgid'].startswith('sudoku;'):
                banned.append(where(e) + ' — 数独 (a trademark; ナンプレ)')
            for word, instead in BANNED_WORDS:
                if word in s:
                    banned.append('%s — %s (%s)' % (where(e), word, instead))
            if re.search('puzzle', e['msgid'], re.I) and PUZZLES_WITH_KO.search(s):
                banned.append(where(e) + ' — puzzles are counted with 問, not 個')
            if CLAUSE_COLON.search(s):
                banned.append(where(e) + ' — a colon joins two clauses (。 or a clause with ので)')
            if '解答' in s and e['msgctxt'] != 'mode' and \
               e['msgid'] != 'Switch Between Edit and Solve':
                banned.append(where(e) + ' — 解答 is only the Solve mode')
    check(not banned, 'no word the glossary rules out', banned)


def check_glossary(entries, glossary_path):
    # A row names the msgid without a context; a msgid that only has
    # contexts is checked in all of them.
    by_msgid = {}
    for e in sorted(entries, key=lambda e: e['msgctxt'] is not None):
        if e['msgctxt'] is not None and e['msgid'] in by_msgid and \
           by_msgid[e['msgid']][0] is None:
            continue
        by_msgid.setdefault(e['msgid'], [e['msgctxt'], []])[1].extend(
            s for s in e['msgstr'] if s)
    by_msgid = {k: v[1] for k, v in by_msgid.items()}
    rows = 0
    wrong = []
    with open(glossary_path, encoding='utf-8') as f:
        for line in f:
            m = re.match(r'^\|\s*`([^`]+)`\s*\|\s*([^|]+?)\s*\|', line)
            if not m:
                continue
            rows += 1
            english, japanese = m.group(1), m.group(2)
            got = by_msgid.get(english)
            if got is None:
                wrong.append('%s: not a msgid of the catalogue' % english)
            elif any(s != japanese for s in got):
                wrong.append('%s: %s, not %s' % (english, ' / '.join(sorted(set(got))), japanese))
    check(rows >= 20 and not wrong,
          'the %d glossary rows with a `msgid` match the catalogue' % rows, wrong)


def check_help(entries, help_path):
    labels = set()
    for e in entries:
        for s in e['msgstr']:
            label = re.sub(r'\(_[A-Za-z0-9]\)', '', s).replace('_', '')
            label = label.rstrip('…').strip()
            labels.add(label)
    help_entries = parse_po(help_path)
    unknown = []
    count = 0
    for e in help_entries:
        for s in e['msgstr']:
            for gui in re.findall(r'<gui>([^<]*)</gui>', s):
                count += 1
                if gui not in labels:
                    unknown.append('%s — <gui>%s</gui>' % (where(e), gui))
    check(count > 0 and not unknown,
          'the %d <gui> labels of the Japanese help are labels of the catalogue' % count,
          unknown)
    bad = []
    for e in help_entries:
        for s in e['msgstr']:
            text = re.sub(r'<[^>]*>', '', s)
            if '数独' in text or any(word in text for word, instead in BANNED_WORDS):
                bad.append(where(e))
    check(not bad, 'the Japanese help uses the glossary words', bad)


def main():
    if len(sys.argv) != 4:
        print('usage: test-po-ja.py PO GLOSSARY HELP-PO', file=sys.stderr)
        return 2
    entries = parse_po(sys.argv[1])
    check(len(entries) > 100, 'the catalogue has %d entries' % len(entries))
    check_catalogue(entries)
    check_glossary(entries, sys.argv[2])
    check_help(entries, sys.argv[3])
    for number, (ok, name, details) in enumerate(results, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', number, name))
        for d in details[:40]:
            print('#   ' + d)
        if len(details) > 40:
            print('#   … and %d more' % (len(details) - 40))
    print('1..%d' % len(results))
    return 0 if all(ok for ok, _, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())
