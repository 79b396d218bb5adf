// Value tests: format, concat and match whose arguments are all constants
// fold at compile time (frontend/sema_string_fold.c), so they run on every
// target: the JIT here, the RPU in rpu/stdlib-values.test.  Expected texts
// by hand from C's printf rules (%d the integer part, %c a colour's three
// numbers with one space between); words that read as numbers compare as
// numbers.
// RUN: python3 %src/utils/check-values.py %s

string t_fold_format() { return format("%s_%03d|%.2f", "tile", 7.9, 0.126); }
// CASE: t_fold_format => tile_007|0.13
string t_fold_concat() { return concat("wood", "/", "oak", ".tx"); }
// CASE: t_fold_concat => wood/oak.tx
string t_fold_nested() { return concat(format("%s%d", "u", 1001), ".", format("%c", color(1, 0.5, 0.25))); }
// CASE: t_fold_nested => u1001.1.000000 0.5 0.25
// "%%" is one '%'; a negated number is a constant too.
string t_fold_percent() { return format("%d%% of %g", 50, -0.5); }
// CASE: t_fold_percent => 50% of -0.5
// 1 * 1 + 2 * 0 + 4 * 1.
float t_fold_match() { return match("^ke?y", "keylight") + 2 * match("x$", "fill") + 4 * match("l+$", "fill"); }
// CASE: t_fold_match => 5
