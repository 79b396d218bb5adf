// Value tests: function parameters without `uniform`/`varying` take the
// detail of their arguments, so a body may write a varying value into them
// (an output parameter written through the varying global s, which is 0.5
// under `rsl-jit --call`: rsljit.h, rsl_jit_default_globals).
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-6

float scale_by_s(float x; output float y) { y = s * x; return 2 * x; }
// CASE: scale_by_s 3 0 => 6 1.5
// CASE: scale_by_s -4 7 => -8 -2

// A caller passes its own local to the output; 2*3 + 0.5*3 = 7.5.
float sum_of_both(float x) { float y; float r = scale_by_s(x, y); return r + y; }
// CASE: sum_of_both 3 => 7.5

// An input parameter overwritten with a varying value: x = s + x.
float shift_by_s(float x) { x += s; return x * 10; }
// CASE: shift_by_s 1 => 15

// A uniform result from uniform arguments, stored into a uniform local:
// scale_twice, defined further down the file, gives 2 * 5 = 10; + x = 1.
float uniform_chain(float x) { uniform float k = scale_twice(5); return k + x; }
float scale_twice(float z) { return 2 * z; }
// CASE: uniform_chain 1 => 11

// Builtins keep the detail of their arguments: random() with none is
// uniform where the context is, a color of three of them lies in [0, 1).
float uniform_random() { uniform color c = color(random(), random(), random()); return comp(c, 0) + comp(c, 1) + comp(c, 2); }
// CASE: uniform_random => 0..3

// transform() of uniform arguments is uniform; "current" to "current" is
// the identity on every target.
point uniform_transform(point p) { uniform point q = transform("current", point(1, 2, 3)); return q + p; }
// CASE: uniform_transform 1,1,1 => 2 3 4

// A parameter the body uses as uniform (rsl-jit passes uniform arguments):
// floor(2.7) = 2, and through a caller's own parameter floor(-0.5) = -1.
float narrow(float x) { uniform float k = floor(x); return k; }
// CASE: narrow 2.7 => 2
float passes_on(float n) { return narrow(n) * 10; }
// CASE: passes_on -0.5 => -10
