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
