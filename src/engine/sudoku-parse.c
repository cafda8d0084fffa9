/* sudoku-parse.c: being written. */
#include "sudoku-board.h"
