// Value tests: filterstep(edge, s1, s2, ...) (RenderMan Interface 3.2
// section 15.1): step(edge, x) averaged over [s1, s2] (widened by "width")
// under the filter, i.e. the filter's cumulative weight at u = (centre -
// edge) / width over its support scaled to [-1/2, 1/2] (RI 3.2 appendix E):
//   box          u + 1/2
//   triangle     2 (u + 1/2)^2 below 0, 1 - 2 (1/2 - u)^2 above
//   catmull-rom  1/2 + sign(u) g(4|u|) / 2 with g(r) the integral from 0 of
//                the RI kernel: g(r) = 2r - 5r^3/3 + 3r^4/4 up to 1, g(1) =
//                13/12 (the kernel's negative lobe makes it overshoot 1),
//                g(1.5) = 1 - 1/3 + 1.359375 - 1 = 1.0260417, g(2) = 1
//   gaussian     (erf(sqrt(2) 2u) + erf(sqrt(2))) / (2 erf(sqrt(2)))
// A zero-width interval is step(edge, s1): 0 below the edge, 1 from it on.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5

float t_cr(float e, a, b) { return filterstep(e, a, b); }
// CASE: t_cr 0.5 0 1 => 0.5
// CASE: t_cr 0.25 0 1 => 1.0416667
// CASE: t_cr 0.75 0 1 => -0.0416667
// CASE: t_cr 0.125 0 1 => 1.0130208
// CASE: t_cr 0.375 0 1 => 0.9192708
// CASE: t_cr 5 0 1 => 0
// CASE: t_cr -5 0 1 => 1
// CASE: t_cr 0.5 0.5 0.5 => 1
// CASE: t_cr 0.5 0.4 0.4 => 0
float t_named(float e, a, b; string filter) { return filterstep(e, a, b, "filter", filter); }
// CASE: t_named 0.25 0 1 catmull-rom => 1.0416667
// CASE: t_named 0.25 0 1 box => 0.75
// CASE: t_named 0.25 0 1 triangle => 0.875
float t_box(float e, a, b) { return filterstep(e, a, b, "filter", "box"); }
// CASE: t_box 0.25 0 1 => 0.75
// CASE: t_box 0.9 0 1 => 0.1
// CASE: t_box 0.5 1 0 => 0.5
// CASE: t_box 2.5 2 4 => 0.75
float t_tri(float e, a, b) { return filterstep(e, a, b, "filter", "triangle"); }
// CASE: t_tri 0.25 0 1 => 0.875
// CASE: t_tri 0.75 0 1 => 0.125
// CASE: t_tri 0.1 0 1 => 0.98
float t_gauss(float e, a, b) { return filterstep(e, a, b, "filter", "gaussian"); }
// CASE: t_gauss 0.5 0 1 => 0.5
// CASE: t_gauss 0.25 0 1 => 0.8576164
// CASE: t_gauss 0.6 0 1 => 0.3371694
// CASE: t_gauss -0.2 0 1 => 1
float t_width(float e, a, b, w) { return filterstep(e, a, b, "filter", "box", "width", w); }
// CASE: t_width 0.25 0 1 2 => 0.625
// CASE: t_width 0.25 0 1 0.5 => 1
// CASE: t_width 0.5 0.4 0.6 0 => 0
float t_swidth(float e, a, b, w) { return filterstep(e, a, b, "swidth", w, "filter", "box"); }
// CASE: t_swidth 0.25 0 1 4 => 0.5625
float t_step(float e, a) { return filterstep(e, a); }
// CASE: t_step 0.5 0.5 => 1
// CASE: t_step 0.5 0.49 => 0
