// Value tests: arraylength of an array of fixed length (a constant) and of
// an unsized array parameter, whose length irgen passes beside it, through
// one and two levels of calls.  Expected values by hand.
// RUN: python3 %src/utils/check-values.py %s
// RUN: rsl2ll %s | FileCheck %s --check-prefix=IR
// TOLERANCE: 1e-6

// IR: define {{.*}}float @total(ptr {{.*}}, float {{.*}})
float total(float a[]) {
    uniform float i, n = arraylength(a);
    float sum = 0;
    for (i = 0; i < n; i += 1)
        sum += a[i];
    return sum;
}
float weighted(float a[]) { return total(a) * 10 + arraylength(a); }
color last(color c[]) { return c[arraylength(c) - 1]; }

// {x, 2, 3}: (x + 5) * 10 + 3.
float t_three(float x) { float k[3] = {x, 2, 3}; return weighted(k); }
// CASE: t_three 1 => 63
// CASE: t_three -5 => 3
// Seven knots of a color array: the last is (7, 14, 21) * x.
color t_last(float x) {
    color c[7];
    uniform float i;
    for (i = 0; i < 7; i += 1)
        c[i] = color(i + 1, 2 * (i + 1), 3 * (i + 1)) * x;
    return last(c);
}
// CASE: t_last 0.5 => 3.5 7 10.5
// A fixed length is a constant: 5 + 2.
float t_fixed() { float a[5], b[2]; return arraylength(a) + arraylength(b); }
// CASE: t_fixed => 7
// A nested function reaching an unsized parameter (extern) is passed its
// length too, and passes it on: the sum 0 + 1 + 4 + 9 + 16 = 30, the
// length 5 * 10, the linear spline's middle (u = 1 + 0.5 * 2 = 2: knot 2,
// 4): 84, plus x.
float nested_outer(float u[]) {
    float inner() { extern float u[]; return total(u) + arraylength(u) * 10 + spline("linear", 0.5, u); }
    return inner();
}
float t_nested(float x) { float k[5] = {0, 1, 4, 9, 16}; return nested_outer(k) + x; }
// CASE: t_nested 1 => 85
