// Value tests: resizable arrays (a local `TYPE a[];`) with resize, push,
// pop and arraylength, on the host's heap (runtime/rsl_dynamic.h).  New
// elements are zero; pop of an empty array is zero and leaves it empty; a
// declaration inside a loop starts empty on every pass.  Expected values by
// hand.
// Host only: the RPU reports these forms at compile time (see
// irgen/dynamic_targets.sl, sema/resizable.sl), so rpu/stdlib-values.test
// does not run this file.
// RUN: python3 %src/utils/check-values.py %s

float total(float x[]; float n) { float sum = 0, i; for (i = 0; i < n; i += 1) sum += x[i]; return sum; }
// Pushes 0, 1, 4, ..., (n-1)^2; a callee taking `float x[]` reads them.
float t_squares(float n) {
    float a[];
    uniform float i; /* the length is uniform: it changes under uniform conditions only */
    for (i = 0; i < n; i += 1)
        push(a, i * i);
    return total(a, arraylength(a)) + 1000 * arraylength(a);
}
// CASE: t_squares 0 => 0
// CASE: t_squares 4 => 4014
// 0+1+4+...+81 = 285: past the first allocation (growth keeps the elements)
// CASE: t_squares 10 => 10285
// CASE: t_squares 100 => 428350
float t_resize(float n) {
    float a[];
    resize(a, n);
    a[1] = 5;
    float last = pop(a);
    return last + 10 * arraylength(a) + 100 * a[0] + 1000 * a[1];
}
// resize(3): 0 0 0; a[1] = 5; pop takes a[2] = 0 and leaves 2.
// CASE: t_resize 3 => 5020
// resize(2.9) is resize(2): pop takes the 5, one left; a[1] is now past
// the end and reads a[0] (clamped): 5 + 10 + 0 + 0.
// CASE: t_resize 2.9 => 15
float t_shrink_grow() {
    float a[];
    push(a, 7); push(a, 8); push(a, 9);
    resize(a, 1);
    resize(a, 3);
    return a[0] + 10 * a[1] + 100 * a[2] + 1000 * arraylength(a);
}
// Elements that come back after a shrink are zero: 7 + 0 + 0 + 3000.
// CASE: t_shrink_grow => 3007
float t_pop_then_push() {
    float a[];
    push(a, 1); push(a, 2);
    float p = pop(a);
    resize(a, 2);
    return p + 10 * a[1] + 100 * a[0];
}
// The popped 2 does not come back: a[1] is 0 after the resize.
// CASE: t_pop_then_push => 102
float t_negative() { float a[]; push(a, 1); resize(a, -5); return arraylength(a); }
// CASE: t_negative => 0
float t_empty() { float a[]; float p = pop(a); return p + 10 * arraylength(a); }
// CASE: t_empty => 0
color t_colors() { color c[]; push(c, color(1, 2, 3)); push(c, color(4, 5, 6)); color x = pop(c); return x + c[0] * 10; }
// CASE: t_colors => 14 25 36
point t_points(float n) { point p[]; resize(p, n); p[n - 1] = point(1, 2, 3); return p[n - 1] + p[0]; }
// p[0] is p[n - 1] here: twice the point.
// CASE: t_points 1 => 2 4 6
// CASE: t_points 3 => 1 2 3
string t_strings(string x, y) { string words[]; push(words, x); push(words, y); return concat(words[0], pop(words), words[0]); }
// CASE: t_strings a b => aba
float t_matrices() { matrix m[]; push(m, matrix 2); push(m, matrix 3); matrix r = pop(m); return determinant(r) + arraylength(m); }
// det(3 I) = 81, one left.
// CASE: t_matrices => 82
float t_loop_decl(float n) {
    float i, sum = 0;
    for (i = 0; i < n; i += 1) {
        float a[];
        push(a, i);
        push(a, i);
        sum += arraylength(a);
    }
    return sum;
}
// CASE: t_loop_decl 5 => 10
float t_early(float n) { float a[]; push(a, 1); if (n > 0) return arraylength(a); push(a, 2); return arraylength(a); }
// CASE: t_early 1 => 1
// CASE: t_early 0 => 2
float t_self_push() { float a[]; push(a, 3); push(a, a[0] + 1); return a[1]; }
// CASE: t_self_push => 4
// An index outside the array is clamped into it; an empty array's element
// is a zeroed temporary (rsl_dynamic.h).
float t_clamped(float i) { float a[]; push(a, 10); push(a, 20); push(a, 30); return a[i]; }
// CASE: t_clamped 1 => 20
// CASE: t_clamped 7 => 30
// CASE: t_clamped -3 => 10
float t_empty_index() { float a[]; a[5] = 9; return a[2] + 10 * arraylength(a); }
// CASE: t_empty_index => 0
