-- library-v1.sql
--
-- Copyright 2026 The Nanpure authors
--
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- A Nanpure library as schema version 1 left it: the tables of the first
-- migration in src/library/sudoku-library-schema.c, copied here so that
-- the fixture stays as it was whatever the code becomes. Version 1 had
-- no duplicate check: puzzles 1 and 3 are the same puzzle (3 written
-- with 0 for empty cells). tests/test-library.c opens it and checks the
-- migration to the current schema keeps every row and field.

PRAGMA application_id = 1312902736;

CREATE TABLE puzzles (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  variant   TEXT NOT NULL CHECK (variant IN ('classic', 'windoku')),
  givens    TEXT NOT NULL CHECK (length (givens) = 81),
  level     INTEGER NOT NULL DEFAULT 0 CHECK (level BETWEEN 0 AND 7),
  number    INTEGER NOT NULL DEFAULT 0,
  source    TEXT NOT NULL DEFAULT '',
  title     TEXT NOT NULL DEFAULT '',
  notes     TEXT NOT NULL DEFAULT '',
  created   INTEGER NOT NULL,
  modified  INTEGER NOT NULL
);
CREATE INDEX puzzles_by_level ON puzzles (level, number);
CREATE TABLE solves (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  puzzle_id      INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  date           INTEGER NOT NULL,
  profile        TEXT NOT NULL DEFAULT '',
  engine_version TEXT NOT NULL DEFAULT '',
  result         TEXT NOT NULL,
  duration_ms    INTEGER NOT NULL DEFAULT 0,
  steps          TEXT NOT NULL DEFAULT ''
);
CREATE INDEX solves_by_puzzle ON solves (puzzle_id);
CREATE TABLE progress (
  puzzle_id INTEGER PRIMARY KEY REFERENCES puzzles (id) ON DELETE CASCADE,
  format    INTEGER NOT NULL,
  data      TEXT NOT NULL,
  modified  INTEGER NOT NULL
);

INSERT INTO puzzles VALUES (1, 'classic',
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
  7, 3, 'Daiso vol. 2', 'Inkala 2012', 'The “hardest”.
Two lines.', 1700000000, 1700000100);
INSERT INTO puzzles VALUES (2, 'windoku',
  '...........6..1......59.4..3..8...5..8..1..7.......92.4.....1...9.4.7.325.....8..',
  0, 1, 'Herald Asahi', 'SX3', '', 1700000001, 1700000001);
INSERT INTO puzzles VALUES (3, 'classic',
  '800000000003600000070090200050007000000045700000100030001000068008500010090000400',
  2, 9, '', 'again', '', 1700000002, 1700000002);

INSERT INTO solves VALUES (1, 1, 1700000200, 'full', '0.1.0', 'solved', 1234,
  'nanpure-step/1 naked-single p=r1c2:1 e=- m=r1c2:1:defining:0 l=- h=-,-,-,- d=1 se=2.3 depth=0 o=open
');
INSERT INTO solves VALUES (2, 2, 1700000300, 'original', '0.1.0', 'gave-up', 99, '');

INSERT INTO progress VALUES (2, 1, 'a saved game', 1700000400);

PRAGMA user_version = 1;
