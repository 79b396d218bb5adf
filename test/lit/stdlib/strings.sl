// Value tests: format, concat, match (RenderMan Interface 3.2 section 15.8)
// and strings made at run time (runtime/rsl_dynamic.h).  Expected texts by
// hand from C's printf rules: %f/%e/%g as C, %d the float's integer part
// (truncated), a triple as its three numbers with one space between, a
// matrix as its sixteen; rsl-jit prints a string result as it is.  The
// checker compares words that read as numbers as numbers, so the texts
// whose digits matter are bracketed.
// Host only: the RPU reports these forms at compile time (see
// irgen/dynamic_targets.sl, sema/resizable.sl), so rpu/stdlib-values.test
// does not run this file.
// RUN: python3 %src/utils/check-values.py %s

string t_fmt(string f; float x) { return format(f, x); }
// CASE: t_fmt [%06.2f] 3.14159 => [003.14]
// CASE: t_fmt [%.3f] 2 => [2.000]
// CASE: t_fmt [%d] -2.7 => [-2]
// CASE: t_fmt [%d] 5.9 => [5]
// CASE: t_fmt [%03d] 7 => [007]
// CASE: t_fmt [%+d] 7 => [+7]
// CASE: t_fmt [%.2e] 12345 => [1.23e+04]
// CASE: t_fmt [%g] 0.5 => [0.5]
// CASE: t_fmt [%5.1f] 2.25 => [ 2.2]
// CASE: t_fmt [x%%y=%.1f] 0.25 => [x%y=0.2]
// A conversion with no argument left stays as written.
// CASE: t_fmt [%.1f,%.1f] 1 => [1.0,%.1f]
// A letter that is no conversion stays as written.
// CASE: t_fmt [%q%.1f] 1 => [%q1.0]
string t_constfmt(float x) { return format("<%-5.1f>", x); }
// CASE: t_constfmt 1.5 => <1.5 >
string t_str(string a) { return format("<%s>|%.1s|%4s", a, a, a); }
// CASE: t_str xyz => <xyz>|x| xyz
string t_point(point p) { return format("[%.1p]", p); }
// 2.26 is 2.2599999... as a float: rounds to 2.3.
// CASE: t_point 1.25,2.26,-3 => [1.2 2.3 -3.0]
string t_vector(vector v) { return format("(%.0p)", v); }
// CASE: t_vector 1,2,3 => (1 2 3)
string t_color(color c) { return format("[%.2c]", c); }
// CASE: t_color 0.5,0.25,1 => [0.50 0.25 1.00]
string t_matrix(float x) { return format("[%.0m]", matrix x); }
// CASE: t_matrix 2 => [2 0 0 0 0 2 0 0 0 0 2 0 0 0 0 2]
string t_many(float a; string s; color c) { return format("[%.1f] %s [%.1c] [%d]", a, s, c, a); }
// CASE: t_many 4.5 word 1,2,3 => [4.5] word [1.0 2.0 3.0] [4]
// A format known only at run time takes the argument as it is.
string t_anyfmt(string f; string s) { return format(f, s); }
// CASE: t_anyfmt %f abc => abc

string t_concat(string a, b) { return concat(a, "-", b); }
// CASE: t_concat foo bar => foo-bar
string t_concat1(string a) { return concat(a); }
// CASE: t_concat1 solo => solo
string t_concat_empty(string a) { return concat("", a, ""); }
// CASE: t_concat_empty mid => mid
// Made strings compare as literals do: by text.
float t_is_hello(string a, b) { return concat(a, b) == "hello" ? 1 : 0; }
// CASE: t_is_hello hel lo => 1
// CASE: t_is_hello he llo => 1
// CASE: t_is_hello hel lx => 0
// concat of literals folds to the literal "hello" at compile time.
float t_folded() { return concat("he", "", "llo") == "hello" ? 1 : 0; }
// CASE: t_folded => 1
string t_folded_text() { return concat("[", "x", "]"); }
// CASE: t_folded_text => [x]
float t_same(string a, b, c) { return concat(a, b) == concat(c) ? 1 : 0; }
// CASE: t_same ab cd abcd => 1
// CASE: t_same ab cd abce => 0
float len_of(string s) { return s == "x-y" ? 3 : 0; }
float t_pass(string a, b) { return len_of(concat(a, "-", b)); }
// CASE: t_pass x y => 3
// CASE: t_pass x z => 0

float t_match(string p, s) { return match(p, s); }
// CASE: t_match ^a.c$ abc => 1
// CASE: t_match ^a.c$ abcd => 0
// CASE: t_match [0-9]+ x42y => 1
// CASE: t_match [0-9]+ xy => 0
// CASE: t_match colou?r color => 1
// CASE: t_match ^(ab)+$ ababab => 1
// CASE: t_match ^(ab)+$ ababa => 0
// A pattern that does not compile matches nothing.
// CASE: t_match ( x => 0
float t_match_const(string s) { return match("^surf", s); }
// CASE: t_match_const surface => 1
// CASE: t_match_const light => 0

// Message passing: what the host answers without a renderer (rsl_dynamic.h).
string t_renderer() { string r = "none"; float ok = rendererinfo("renderer", r); return format("%s %d", r, ok); }
// CASE: t_renderer => rsltools 1
float t_version(float i) { float ver[4] = {9, 9, 9, 9}; float ok = rendererinfo("version", ver); return ver[i] + 10 * ok; }
// CASE: t_version 0 => 10
// CASE: t_version 1 => 11
// CASE: t_version 3 => 10
// A variable of another type is not written.
float t_wrongtype() { float r = 7; float ok = rendererinfo("renderer", r); return r + 10 * ok; }
// CASE: t_wrongtype => 7
float t_format_option() { float f[3] = {5, 5, 5}; float ok = option("Format", f); return f[0] + 10 * ok; }
// CASE: t_format_option => 5
float t_attribute() { string n = "keep"; float ok = attribute("identifier:name", n); return n == "keep" ? ok : -1; }
// CASE: t_attribute => 0
float t_surface() { float kd = 3; float ok = surface("Kd", kd); return kd + ok; }
// CASE: t_surface => 3
