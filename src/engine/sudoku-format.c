/* sudoku-format.c: being written. */
#include "sudoku-board.h"
