// Value tests: spline (RenderMan Interface 3.2 section 15.1) with the RI
// basis matrices.  n knots make n-3 Catmull-Rom segments over value 0..1,
// passing through knots 1..n-2; expected values by hand from the bases:
//   catmull-rom weights at t: (-t^3+2t^2-t, 3t^3-5t^2+2, -3t^3+4t^2+t, t^3-t^2)/2
//   bezier (one segment of 4 knots): Bernstein polynomials
//   b-spline at t: (1-t)^3/6, (3t^3-6t^2+4)/6, (-3t^3+3t^2+3t+1)/6, t^3/6
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5

float t_cr4(float x, a, b, c, d) { return spline(x, a, b, c, d); }
// CASE: t_cr4 0 1 2 4 8 => 2
// CASE: t_cr4 1 1 2 4 8 => 4
// CASE: t_cr4 0.5 1 2 4 8 => 2.8125
// CASE: t_cr4 0.25 1 2 4 8 => 2.3828125
// CASE: t_cr4 0.5 0 1 2 3 => 1.5
// CASE: t_cr4 0.5 0 0 1 1 => 0.5
float t_cr5(float x, a, b, c, d, e) { return spline(x, a, b, c, d, e); }
// CASE: t_cr5 0 0 1 4 9 16 => 1
// CASE: t_cr5 0.5 0 1 4 9 16 => 4
// CASE: t_cr5 1 0 1 4 9 16 => 9
float t_cr10(float x) { return spline(x, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9); }
// knots on a line: the curve is the line, 1 + 7x
// CASE: t_cr10 0 => 1
// CASE: t_cr10 0.5 => 4.5
// CASE: t_cr10 1 => 8
float t_crnamed(float x, a, b, c, d) { return spline("catmull-rom", x, a, b, c, d); }
// CASE: t_crnamed 0.5 1 2 4 8 => 2.8125
float t_bezier(float x, a, b, c, d) { return spline("bezier", x, a, b, c, d); }
// CASE: t_bezier 0 1 2 4 8 => 1
// CASE: t_bezier 1 1 2 4 8 => 8
// CASE: t_bezier 0.5 1 2 4 8 => 3.375
// CASE: t_bezier 0.5 0 0 1 1 => 0.5
float t_bspline(float x, a, b, c, d) { return spline("bspline", x, a, b, c, d); }
// CASE: t_bspline 0 1 2 4 8 => 2.16666667
// CASE: t_bspline 1 1 2 4 8 => 4.33333333
// CASE: t_bspline 0.5 1 2 4 8 => 3.0625
color t_cspline(float x; color a, b, c, d) { return spline(x, a, b, c, d); }
// per component: (-k0 + 9 k1 + 9 k2 - k3) / 16 at the middle
// CASE: t_cspline 0.5 0,1,0 0,1,0 1,0,2 1,0,2 => 0.5 0.5 1
// CASE: t_cspline 0 0,1,0 0,1,0 1,0,2 1,0,2 => 0 1 0
point t_pspline(float x; point a, b, c, d) { return spline(x, a, b, c, d); }
// CASE: t_pspline 1 0,0,0 1,1,1 2,4,8 3,9,27 => 2 4 8

// ---- Any number of knots, the array forms, every basis (issue 12) --------
// Expected values from the weight polynomials of each basis at the segment
// x falls in (n knots, step s: (n-4)/s + 1 segments):
//   hermite (p0, r0, p1, r1): (2t^3-3t^2+1, t^3-2t^2+t, -2t^3+3t^2, t^3-t^2)
//   power (RiPowerBasis, step 4): k0 t^3 + k1 t^2 + k2 t + k3
//   linear: (1-t) k1 + t k2;  constant: k1 (of the segment)
// 15 knots i^2 (12 segments): at a knot the value is the knot; x = 0.3 is
// t = 0.6 in the segment 9, 16, 25, 36.
float t_cr15(float x) { return spline(x, 0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196); }
// CASE: t_cr15 0 => 1
// CASE: t_cr15 0.3 => 21.16
// CASE: t_cr15 0.5 => 49
// CASE: t_cr15 0.77 => 104.8576
// CASE: t_cr15 1 => 169
// 30 knots ((i mod 7) * 1.5 - i / 4), as a library's color ramp would pass them
float t_cr30(float x) {
    return spline(x, 0, 1.25, 2.5, 3.75, 5, 6.25, 7.5, -1.75, -0.5, 0.75, 2, 3.25, 4.5, 5.75, -3.5,
                  -2.25, -1, 0.25, 1.5, 2.75, 4, -5.25, -4, -2.75, -1.5, -0.25, 1, 2.25, -7, -5.75);
}
// CASE: t_cr30 0 => 1.25
// CASE: t_cr30 0.1 => 4.625
// CASE: t_cr30 0.43 => 6.02437475
// CASE: t_cr30 1 => -7
float t_arr(float x) { float k[5] = {0, 1, 4, 9, 16}; return spline(x, k); }
// CASE: t_arr 0.3 => 2.56
// CASE: t_arr 0.5 => 4
float t_arrlinear(float x) { float k[5] = {0, 1, 4, 9, 16}; return spline("linear", x, k); }
// CASE: t_arrlinear 0.3 => 2.8
float t_hermite(float x, a, b, c, d) { return spline("hermite", x, a, b, c, d); }
// CASE: t_hermite 0 1 2 4 8 => 1
// CASE: t_hermite 0.25 1 2 4 8 => 1.375
// CASE: t_hermite 0.5 1 2 4 8 => 1.75
// CASE: t_hermite 1 1 2 4 8 => 4
float t_linear(float x, a, b, c, d) { return spline("linear", x, a, b, c, d); }
// CASE: t_linear 0.25 1 2 4 8 => 2.5
// CASE: t_linear 1 1 2 4 8 => 4
float t_power(float x, a, b, c, d) { return spline("power", x, a, b, c, d); }
// CASE: t_power 0.25 1 2 4 8 => 9.140625
// CASE: t_power 0.5 1 2 4 8 => 10.625
float t_constant(float x, a, b, c, d, e) { return spline("constant", x, a, b, c, d, e); }
// 2 segments holding k1 then k2
// CASE: t_constant 0.2 1 2 4 8 16 => 2
// CASE: t_constant 0.6 1 2 4 8 16 => 4
float t_bspline_rib(float x, a, b, c, d) { return spline("b-spline", x, a, b, c, d); }
// CASE: t_bspline_rib 0.5 1 2 4 8 => 3.0625
// 7 knots: 4 segments (step 1), 2 (bezier: 3), 2 (hermite: 2), 1 (power: 4)
float t_cr7(float x) { return spline("catmull-rom", x, 1, 2, 4, 8, 16, 32, 64); }
// CASE: t_cr7 0.2 => 3.456
// CASE: t_cr7 0.6 => 10.528
float t_bspline7(float x) { return spline("bspline", x, 1, 2, 4, 8, 16, 32, 64); }
// CASE: t_bspline7 0.6 => 11.42933333
float t_bezier7(float x) { return spline("bezier", x, 1, 2, 4, 8, 16, 32, 64); }
// CASE: t_bezier7 0.2 => 2.744
// CASE: t_bezier7 0.6 => 13.824
float t_hermite7(float x) { return spline("hermite", x, 1, 2, 4, 8, 16, 32, 64); }
// CASE: t_hermite7 0.2 => 1.576
// CASE: t_hermite7 0.6 => 5.248
float t_power7(float x) { return spline("power", x, 1, 2, 4, 8, 16, 32, 64); }
// CASE: t_power7 0.2 => 8.888
float t_linear7(float x) { return spline("linear", x, 1, 2, 4, 8, 16, 32, 64); }
// CASE: t_linear7 0.6 => 11.2
float t_constant7(float x) { return spline("constant", x, 1, 2, 4, 8, 16, 32, 64); }
// CASE: t_constant7 0.6 => 8
// A basis computed at run time: looked up then (an unknown one is catmull-rom).
float t_runtime(string basis; float x) { return spline(basis, x, 1, 2, 4, 8); }
// CASE: t_runtime bezier 0.5 => 3.375
// CASE: t_runtime hermite 0.25 => 1.375
// CASE: t_runtime power 0.5 => 10.625
// CASE: t_runtime nosuchbasis 0.5 => 2.8125
// Triples: color, point and vector knots, lists and arrays, with floats promoted.
color t_clinear(float x) { return spline("linear", x, color(0, 1, 0), color(1, 0, 2), color(2, 4, 8), color(3, 9, 27), 1); }
// CASE: t_clinear 0.25 => 1.5 2 5
point t_pcr(float x) { point k[5] = {(0, 1, 0), (1, 0, 2), (2, 4, 8), (3, 9, 27), (1, 1, 1)}; return spline(x, k); }
// CASE: t_pcr 0.25 => 1.5 1.625 3.9375
vector t_vbs(float x) { vector k[5] = {(0, 1, 0), (1, 0, 2), (2, 4, 8), (3, 9, 27), (1, 1, 1)}; return spline("bspline", x, k); }
// CASE: t_vbs 0.8 => 2.492 6.54266667 17.91866667
// ---- Long color ramps in arrays (24-30 knots, as libraries pass them) ------
// Knots (i, i^2, 1) filled by a loop; u = 1 + x (n - 3) is the position
// among the knots.  Catmull-Rom reproduces a quadratic exactly: (u, u^2, 1);
// linear interpolates neighbouring knots; constant holds knot floor(u);
// the cubic B-spline of i^2 is u^2 + 1/3 (its knot weights (1, 4, 1) / 6
// give ((i-1)^2 + 4 i^2 + (i+1)^2) / 6 at a knot).  On the RPU these arrays
// (96-120 words) are promoted to registers (backends/rpu/lower_arrays.c).
color t_color30(float x) {
    color c[30];
    uniform float i;
    for (i = 0; i < 30; i += 1)
        c[i] = color(i, i * i, 1);
    return spline(x, c);
}
// CASE: t_color30 0 => 1 1 1
// CASE: t_color30 0.3 => 9.1 82.81 1
// CASE: t_color30 0.77 => 21.79 474.8041 1
// CASE: t_color30 1 => 28 784 1
color t_color24_linear(float x) {
    color c[24];
    uniform float i;
    for (i = 0; i < 24; i += 1)
        c[i] = color(i, i * i, 1);
    return spline("linear", x, c);
}
// u = 1 + 21 x: 11.5 lies between 121 and 144; 3.1 between 9 and 16.
// CASE: t_color24_linear 0.5 => 11.5 132.5 1
// CASE: t_color24_linear 0.1 => 3.1 9.7 1
color t_color26_constant(float x) {
    color c[26];
    uniform float i;
    for (i = 0; i < 26; i += 1)
        c[i] = color(i, i * i, 1);
    return spline("constant", x, c);
}
// 23 segments: x = 0.5 is in segment 11, which holds knot 12.
// CASE: t_color26_constant 0.5 => 12 144 1
point t_point28_bspline(float x) {
    point c[28];
    uniform float i;
    for (i = 0; i < 28; i += 1)
        c[i] = point(i, i * i, 1);
    return spline("bspline", x, c);
}
// u = 1 + 25 x: 11 and 16.5.
// CASE: t_point28_bspline 0.4 => 11 121.3333333 1
// CASE: t_point28_bspline 0.62 => 16.5 272.5833333 1
// ---- Knots passed as an unsized array parameter (a library's ramp helper) --
// The length travels beside the parameter: the same 30-knot quadratic as
// t_color30, through a helper taking `color knots[]`.
color ramp_of(float x; color knots[]) { return spline(x, knots); }
color t_param_ramp(float x) {
    color c[30];
    uniform float i;
    for (i = 0; i < 30; i += 1)
        c[i] = color(i, i * i, 1);
    return ramp_of(x, c);
}
// CASE: t_param_ramp 0.3 => 9.1 82.81 1
// CASE: t_param_ramp 1 => 28 784 1
// linear through an unsized float array: 5 knots i^2, u = 1 + 2 x; x = 0.3
// is between knots 1 and 2 (1 and 4) at 0.6: 2.8, as t_arrlinear.
float linear_of(float x; float k[]) { return spline("linear", x, k); }
float t_param_linear(float x) { float k[5] = {0, 1, 4, 9, 16}; return linear_of(x, k); }
// CASE: t_param_linear 0.3 => 2.8
// Fewer than 4 knots, which only a parameter's run-time length can give:
// the last knot stands in for the missing ones (nothing is read past the
// array): linear between knots 1 and 2, both 5 here.
float t_param_short(float x) { float k[2] = {3, 5}; return linear_of(x, k); }
// CASE: t_param_short 0.5 => 5
