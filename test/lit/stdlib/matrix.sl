// Value tests: matrices (RenderMan Interface 3.2 section 15.7 and the
// matrix operators).  A matrix is 16 numbers, row-major, points as row
// vectors (p' = p M, translation in the last row); products are ordinary
// matrix products, a / b = a * inverse(b).  By hand.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5

matrix t_ident() { matrix m = 1; return m; }
// CASE: t_ident => 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1
matrix t_uniform(float a) { return a; }
// CASE: t_uniform 2 => 2 0 0 0 0 2 0 0 0 0 2 0 0 0 0 2
matrix t_literal(float a) { return matrix (a, 0, 0, 0, 0, a, 0, 0, 0, 0, a, 0, 1, 2, 3, 1); }
// CASE: t_literal 5 => 5 0 0 0 0 5 0 0 0 0 5 0 1 2 3 1
matrix t_pass(matrix m) { return m; }
// CASE: t_pass 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 => 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16

float t_det(matrix m) { return determinant(m); }
// CASE: t_det 1 => 1
// CASE: t_det 2,0,0,0,0,3,0,0,0,0,4,0,0,0,0,1 => 24
// CASE: t_det 0,1,0,0,1,0,0,0,0,0,1,0,0,0,0,1 => -1
// CASE: t_det 1,0,0,0,0,1,0,0,0,0,1,0,5,6,7,1 => 1
// CASE: t_det 1,2,3,0,1,2,3,0,0,0,1,0,0,0,0,1 => 0
// CASE: t_det 2,1,0,0,1,2,0,0,0,0,1,0,0,0,0,1 => 3

matrix t_inverse(matrix m) { return inverse(m); }
// CASE: t_inverse 2,0,0,0,0,4,0,0,0,0,8,0,0,0,0,1 => 0.5 0 0 0 0 0.25 0 0 0 0 0.125 0 0 0 0 1
// CASE: t_inverse 1,0,0,0,0,1,0,0,0,0,1,0,1,2,3,1 => 1 0 0 0 0 1 0 0 0 0 1 0 -1 -2 -3 1
// CASE: t_inverse 0,1,0,0,-1,0,0,0,0,0,1,0,0,0,0,1 => 0 -1 0 0 1 0 0 0 0 0 1 0 0 0 0 1
// The identity (its own inverse, taken before the elimination), and one a
// single entry away from it, which is not.
// CASE: t_inverse 1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1 => 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1
// CASE: t_inverse 1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,2 => 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0.5
// [[2,1],[1,2]] has inverse [[2,-1],[-1,2]]/3
// CASE: t_inverse 2,1,0,0,1,2,0,0,0,0,1,0,0,0,0,1 => 0.66666667 -0.33333333 0 0 -0.33333333 0.66666667 0 0 0 0 1 0 0 0 0 1

// 1/m is m's inverse (RI 3.2); f/m is f * inverse(m), m/f is m * (1/f).
matrix t_recip(matrix m) { return 1 / m; }
// CASE: t_recip 2,0,0,0,0,4,0,0,0,0,8,0,0,0,0,1 => 0.5 0 0 0 0 0.25 0 0 0 0 0.125 0 0 0 0 1
// CASE: t_recip 1,0,0,0,0,1,0,0,0,0,1,0,1,2,3,1 => 1 0 0 0 0 1 0 0 0 0 1 0 -1 -2 -3 1
matrix t_fdiv(float f; matrix m) { return f / m; }
// CASE: t_fdiv 3 2,0,0,0,0,4,0,0,0,0,8,0,0,0,0,1 => 1.5 0 0 0 0 0.75 0 0 0 0 0.375 0 0 0 0 3
matrix t_divf(matrix m; float f) { return m / f; }
// CASE: t_divf 2,0,0,0,0,4,0,0,0,0,8,0,1,2,3,1 2 => 1 0 0 0 0 2 0 0 0 0 4 0 0.5 1 1.5 0.5
matrix t_divassign(matrix m; float f) { m /= f; return m; }
// CASE: t_divassign 2,0,0,0,0,4,0,0,0,0,8,0,0,0,0,1 4 => 0.5 0 0 0 0 1 0 0 0 0 2 0 0 0 0 0.25

matrix t_translate(vector t) { return translate(matrix 1, t); }
// CASE: t_translate 1,2,3 => 1 0 0 0 0 1 0 0 0 0 1 0 1 2 3 1
matrix t_scale(point s) { return scale(matrix 1, s); }
// CASE: t_scale 2,3,4 => 2 0 0 0 0 3 0 0 0 0 4 0 0 0 0 1
matrix t_rotate(float a; vector axis) { return rotate(matrix 1, a, axis); }
// a half turn about z negates x and y whatever the handedness
// CASE: t_rotate 3.14159265 0,0,1 => -1 0 0 0 0 -1 0 0 0 0 1 0 0 0 0 1
// CASE: t_rotate 0 1,1,0 => 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1
point t_translate_pt(vector t; point p) { return transform(translate(matrix 1, t), p); }
// CASE: t_translate_pt 1,2,3 1,1,1 => 2 3 4
point t_scale_pt(point s; point p) { return transform(scale(matrix 1, s), p); }
// CASE: t_scale_pt 2,3,4 1,1,1 => 2 3 4

float t_mcomp(matrix m; float r, c) { return comp(m, r, c); }
// CASE: t_mcomp 1,0,0,0,0,1,0,0,0,0,1,0,7,8,9,1 3 0 => 7
// CASE: t_mcomp 1,0,0,0,0,1,0,0,0,0,1,0,7,8,9,1 3 2 => 9
// CASE: t_mcomp 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 1 2 => 7
// CASE: t_mcomp 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 0 3 => 4
matrix t_msetcomp(matrix m; float r, c, v) { setcomp(m, r, c, v); return m; }
// CASE: t_msetcomp 1 1 2 5 => 1 0 0 0 0 1 5 0 0 0 1 0 0 0 0 1
// CASE: t_msetcomp 1 3 0 -2 => 1 0 0 0 0 1 0 0 0 0 1 0 -2 0 0 1

matrix t_mmul(matrix a, b) { return a * b; }
// CASE: t_mmul 2,0,0,0,0,2,0,0,0,0,2,0,0,0,0,1 3,0,0,0,0,3,0,0,0,0,3,0,0,0,0,1 => 6 0 0 0 0 6 0 0 0 0 6 0 0 0 0 1
// CASE: t_mmul 1,0,0,0,0,1,0,0,0,0,1,0,1,0,0,1 1,0,0,0,0,1,0,0,0,0,1,0,0,2,0,1 => 1 0 0 0 0 1 0 0 0 0 1 0 1 2 0 1
// the order matters: scale then translate, translate then scale
// CASE: t_mmul 2,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1 1,0,0,0,0,1,0,0,0,0,1,0,1,0,0,1 => 2 0 0 0 0 1 0 0 0 0 1 0 1 0 0 1
// CASE: t_mmul 1,0,0,0,0,1,0,0,0,0,1,0,1,0,0,1 2,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1 => 2 0 0 0 0 1 0 0 0 0 1 0 2 0 0 1
// CASE: t_mmul 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 1 => 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
matrix t_mdiv(matrix a, b) { return a / b; }
// CASE: t_mdiv 6,0,0,0,0,6,0,0,0,0,6,0,0,0,0,1 2,0,0,0,0,2,0,0,0,0,2,0,0,0,0,1 => 3 0 0 0 0 3 0 0 0 0 3 0 0 0 0 1
// CASE: t_mdiv 1,0,0,0,0,1,0,0,0,0,1,0,5,5,5,1 1,0,0,0,0,1,0,0,0,0,1,0,1,2,3,1 => 1 0 0 0 0 1 0 0 0 0 1 0 4 3 2 1
float t_meq(matrix a, b) { return a == b ? 1 : 0; }
// CASE: t_meq 1 1 => 1
// CASE: t_meq 1 2 => 0
float t_mne(matrix a, b) { return a != b ? 1 : 0; }
// CASE: t_mne 1 1 => 0
// CASE: t_mne 1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1 1,0,0,0,0,1,0,0,0,0,1,0,0,0,1,1 => 1
point t_composed(matrix a, b; point p) { return transform(a * b, p); }
// p (2x scale in x) then +1 in x: (1,1,1) -> (3,1,1)
// CASE: t_composed 2,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1 1,0,0,0,0,1,0,0,0,0,1,0,1,0,0,1 1,1,1 => 3 1 1
