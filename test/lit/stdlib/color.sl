// Value tests: color functions of RenderMan Interface 3.2 section 15.3 and
// color arithmetic.  Color-space values by hand from the usual definitions
// (hue, saturation and value/lightness in [0,1], hue 0 = red, 1/3 = green,
// 2/3 = blue); YIQ from the NTSC weights (white is Y = 1, I = Q = 0).
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5

float t_comp(color c; float i) { return comp(c, i); }
// CASE: t_comp 0.1,0.2,0.3 0 => 0.1
// CASE: t_comp 0.1,0.2,0.3 1 => 0.2
// CASE: t_comp 0.1,0.2,0.3 2 => 0.3
color t_setcomp(color c; float i, v) { setcomp(c, i, v); return c; }
// CASE: t_setcomp 0.1,0.2,0.3 0 9 => 9 0.2 0.3
// CASE: t_setcomp 0.1,0.2,0.3 2 9 => 0.1 0.2 9

color t_tohsv(color c) { return ctransform("hsv", c); }
// CASE: t_tohsv 1,0,0 => 0 1 1
// CASE: t_tohsv 0,1,0 => 0.33333333 1 1
// CASE: t_tohsv 0,0,1 => 0.66666667 1 1
// CASE: t_tohsv 0.5,0.25,0.25 => 0 0.5 0.5
// CASE: t_tohsv 0.5,0.5,0.5 => 0 0 0.5
color t_fromhsv(color c) { return ctransform("hsv", "rgb", c); }
// CASE: t_fromhsv 0.5,1,1 => 0 1 1
// CASE: t_fromhsv 0,0,0.25 => 0.25 0.25 0.25
// CASE: t_fromhsv 0.16666667,1,1 => 1 1 0
// CASE: t_fromhsv 0.66666667,0.5,1 => 0.5 0.5 1
color t_tohsl(color c) { return ctransform("hsl", c); }
// CASE: t_tohsl 1,0,0 => 0 1 0.5
// CASE: t_tohsl 0.5,0.5,0.5 => 0 0 0.5
// CASE: t_tohsl 1,1,1 => 0 0 1
color t_fromhsl(color c) { return ctransform("hsl", "rgb", c); }
// CASE: t_fromhsl 0.66666667,1,0.25 => 0 0 0.5
// CASE: t_fromhsl 0.33333333,1,0.5 => 0 1 0
// CASE: t_fromhsl 0,0,0.75 => 0.75 0.75 0.75
color t_toyiq(color c) { return ctransform("YIQ", c); }
// CASE: t_toyiq 1,1,1 => 1 0 0 ~1e-3
// CASE: t_toyiq 0,0,0 => 0 0 0
color t_rgbrgb(color c) { return ctransform("rgb", "rgb", c); }
// CASE: t_rgbrgb 0.2,0.4,0.6 => 0.2 0.4 0.6
color t_xyzround(color c) { return ctransform("XYZ", "rgb", ctransform("XYZ", c)); }
// CASE: t_xyzround 0.2,0.4,0.6 => 0.2 0.4 0.6 ~1e-4
color t_xyyround(color c) { return ctransform("xyY", "rgb", ctransform("xyY", c)); }
// CASE: t_xyyround 0.2,0.4,0.6 => 0.2 0.4 0.6 ~1e-4
color t_yiqround(color c) { return ctransform("YIQ", "rgb", ctransform("YIQ", c)); }
// CASE: t_yiqround 0.7,0.1,0.3 => 0.7 0.1 0.3 ~1e-4
color t_hsvhsl(color c) { return ctransform("hsl", "rgb", ctransform("hsv", "hsl", ctransform("hsv", c))); }
// CASE: t_hsvhsl 0.9,0.3,0.1 => 0.9 0.3 0.1 ~1e-4

color t_cadd(color a, b) { return a + b; }
// CASE: t_cadd 0.1,0.2,0.3 0.5,0.5,0.5 => 0.6 0.7 0.8
color t_csub(color a, b) { return a - b; }
// CASE: t_csub 1,1,1 0.25,0.5,0.75 => 0.75 0.5 0.25
color t_cscale(color a; float k) { return k * a; }
// CASE: t_cscale 0.1,0.2,0.3 2 => 0.2 0.4 0.6
color t_cfromfloat(float f) { return color f; }
// CASE: t_cfromfloat 0.5 => 0.5 0.5 0.5
color t_cliteral() { return color "rgb" (0.1, 0.2, 0.3); }
// CASE: t_cliteral => 0.1 0.2 0.3
color t_chsvliteral() { return color "hsv" (0, 1, 1); }
// CASE: t_chsvliteral => 1 0 0
color t_chslliteral() { return color "hsl" (0.33333333, 1, 0.5); }
// CASE: t_chslliteral => 0 1 0
float t_cmp(color a, b) { return a == b ? 1 : 0; }
// CASE: t_cmp 1,0,0 1,0,0 => 1
// CASE: t_cmp 1,0,0 1,0,0.5 => 0
