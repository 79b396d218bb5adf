// spline's misuses: an unknown constant basis (once silently catmull-rom),
// too few knots, knots that are not floats or triples or mix triple kinds.
// A basis computed at run time is accepted (looked up then), and so is an
// unsized array parameter (its length is passed beside it, also to a
// nested function reaching it).  The IR passes the knots as an array and a
// count, the default basis made explicit.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: rsl2ll -DGOOD %s | FileCheck %s --check-prefix=IR
#ifdef GOOD
float good(string b; float x) {
    float k[16];
    return spline(x, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20)
         + spline(b, x, k) + spline("bezier", x, 1, 2, 3, 4);
}
// IR-LABEL: define {{.*}}float @good(
// IR: %knots = alloca [20 x float]
// IR: call float @rsl_spline_f(i32 {{[0-9]+}}, float %{{.*}}, ptr %knots, i32 20)
// IR: call float @rsl_spline_f(i32 %{{.*}}, float %{{.*}}, ptr %k, i32 16)
// IR: call float @rsl_spline_f(i32 {{[0-9]+}}, float %{{.*}}, ptr %{{.*}}, i32 4)
#else
float bad(float x; float u[]) {
    float a = spline("catmul-rom", x, 1, 2, 3, 4);
// CHECK: spline.sl:[[@LINE-1]]:22: error: unknown spline basis "catmul-rom" (catmull-rom, bezier, bspline, hermite, linear, power or constant)
// CHECK-NEXT: spline("catmul-rom", x, 1, 2, 3, 4);
// CHECK-NEXT: {{^ *\^}}
    float b = spline(x, 1, 2, 3);
// CHECK: spline.sl:[[@LINE-1]]:15: error: spline needs at least 4 knots, not 3
    float k3[3] = {1, 2, 3};
    float c = spline("linear", x, k3);
// CHECK: spline.sl:[[@LINE-1]]:15: error: spline needs at least 4 knots, not 3
    float d = spline(x, u);
    float inner() {
        extern float u[];
        return spline(x, u);
    }
    d += inner();
    float e = spline(x, 1, 2, "three", 4);
// CHECK: spline.sl:[[@LINE-1]]:31: error: a spline knot must be a float, color, point, vector or normal, not 'string'
    color f = spline(x, color(1), color(2), point(3), color(4));
// CHECK: spline.sl:[[@LINE-1]]:45: error: cannot convert 'point' to 'color' as a spline knot
    float g = spline(x);
// CHECK: spline.sl:[[@LINE-1]]:15: error: spline needs a value and at least 4 knots (or an array of knots)
    return a + b + c + d + e + comp(f, 0) + g;
}
#endif
