// Value tests: the geometric functions of RenderMan Interface 3.2 section
// 15.2.  Expected values by hand from the RI definitions:
//   reflect(I, N) = I - 2 (I.N) N
//   refract(I, N, eta): k = 1 - eta^2 (1 - (I.N)^2); 0 when k < 0 (total
//     internal reflection), else eta I - (eta (I.N) + sqrt(k)) N
//   faceforward(N, I, Nref) = N when Nref.I < 0, else -N
// Matrices are row-major with points as row vectors (translation in the
// last row); 16 comma-separated numbers on a case line.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5

float t_xcomp(point p) { return xcomp(p); }
// CASE: t_xcomp 1,2,3 => 1
float t_ycomp(point p) { return ycomp(p); }
// CASE: t_ycomp 1,2,3 => 2
float t_zcomp(point p) { return zcomp(p); }
// CASE: t_zcomp 1,2,3 => 3
float t_vxcomp(vector v) { return xcomp(v); }
// CASE: t_vxcomp -4,5,6 => -4
float t_nzcomp(normal n) { return zcomp(n); }
// CASE: t_nzcomp 0,0,-1 => -1
// comp and setcomp on points, vectors and normals as on colors.
float t_pcomp(point p; float i) { return comp(p, i); }
// CASE: t_pcomp 1,2,3 1 => 2
float t_vcomp(vector v; float i) { return comp(v, i); }
// CASE: t_vcomp 1,2,3 2 => 3
float t_ncomp(normal n; float i) { return comp(n, i); }
// CASE: t_ncomp 1,2,3 0 => 1
point t_psetcomp(point p; float i, v) { setcomp(p, i, v); return p; }
// CASE: t_psetcomp 1,2,3 1 9 => 1 9 3
vector t_vsetcomp(vector p; float i, v) { setcomp(p, i, v); return p; }
// CASE: t_vsetcomp 1,2,3 2 9 => 1 2 9
normal t_nsetcomp(normal p; float i, v) { setcomp(p, i, v); return p; }
// CASE: t_nsetcomp 1,2,3 0 9 => 9 2 3
point t_setx(point p; float x) { setxcomp(p, x); return p; }
// CASE: t_setx 1,2,3 9 => 9 2 3
point t_sety(point p; float y) { setycomp(p, y); return p; }
// CASE: t_sety 1,2,3 9 => 1 9 3
vector t_setz(vector v; float z) { setzcomp(v, z); return v; }
// CASE: t_setz 1,2,3 9 => 1 2 9

float t_length(vector v) { return length(v); }
// CASE: t_length 3,4,0 => 5
// CASE: t_length 1,1,1 => 1.73205081
// CASE: t_length 0,0,0 => 0
// CASE: t_length 0,-2,0 => 2
vector t_normalize(vector v) { return normalize(v); }
// CASE: t_normalize 3,4,0 => 0.6 0.8 0
// CASE: t_normalize 0,0,-2 => 0 0 -1
// CASE: t_normalize 1,1,1 => 0.57735027 0.57735027 0.57735027
normal t_nnormalize(normal n) { return normalize(n); }
// CASE: t_nnormalize 0,5,0 => 0 1 0
float t_distance(point a, b) { return distance(a, b); }
// CASE: t_distance 1,1,1 4,5,1 => 5
// CASE: t_distance 0,0,0 0,0,0 => 0
// CASE: t_distance -1,0,0 1,0,0 => 2

float t_ptlined(point p0, p1, q) { return ptlined(p0, p1, q); }
// distance from q to the segment p0-p1: inside, past either end
// CASE: t_ptlined 0,0,0 2,0,0 1,1,0 => 1
// CASE: t_ptlined 0,0,0 2,0,0 3,0,0 => 1
// CASE: t_ptlined 0,0,0 2,0,0 -1,1,0 => 1.41421356
// CASE: t_ptlined 0,0,0 2,0,0 0.5,0,0 => 0

vector t_faceforward(normal N; vector I; normal Nref) { return faceforward(N, I, Nref); }
// CASE: t_faceforward 0,0,1 0,0,-1 0,0,1 => 0 0 1
// CASE: t_faceforward 0,0,1 0,0,1 0,0,1 => 0 0 -1
// CASE: t_faceforward 0,1,0 1,-1,0 0,1,0 => 0 1 0

vector t_reflect(vector I; normal N) { return reflect(I, N); }
// CASE: t_reflect 1,-1,0 0,1,0 => 1 1 0
// CASE: t_reflect 0,0,1 0,0,-1 => 0 0 -1
// CASE: t_reflect 1,0,0 0,1,0 => 1 0 0

vector t_refract(vector I; normal N; float eta) { return refract(I, N, eta); }
// straight through at normal incidence
// CASE: t_refract 0,0,-1 0,0,1 0.75 => 0 0 -1
// 45 degrees into glass (eta = 1/1.5): sin t = 0.4714
// CASE: t_refract 0.70710678,0,-0.70710678 0,0,1 0.66666667 => 0.47140452 0 -0.88191710
// 45 degrees out of glass (eta = 1.5): total internal reflection
// CASE: t_refract 0.70710678,0,-0.70710678 0,0,1 1.5 => 0 0 0
// eta 1: unchanged
// CASE: t_refract 0.6,0,-0.8 0,0,1 1 => 0.6 0 -0.8

color t_fresnel(vector I; normal N; float eta) { float kr, kt; fresnel(I, N, eta, kr, kt); return color (kr, kt, kr + kt); }
// normal incidence: Kr = ((1 - eta) / (1 + eta))^2 = 0.04 for glass, Kt = 1 - Kr
// CASE: t_fresnel 0,0,-1 0,0,1 0.66666667 => 0.04 0.96 1 ~1e-3
// total internal reflection: everything reflected
// CASE: t_fresnel 0.70710678,0,-0.70710678 0,0,1 1.5 => 1 0 1 ~1e-3

point t_rotate(point q; float a; point p1, p2) { return rotate(q, a, p1, p2); }
// a half turn about the z axis, about a line off the origin, a point on the axis
// CASE: t_rotate 1,0,0 3.14159265 0,0,0 0,0,1 => -1 0 0
// CASE: t_rotate 2,0,0 3.14159265 1,0,0 1,0,1 => 0 0 0
// CASE: t_rotate 0,0,5 1 0,0,0 0,0,1 => 0 0 5
float t_rotate90(point q; float a; point p1, p2) { point r = rotate(q, a, p1, p2); return abs(ycomp(r)) + abs(xcomp(r)) * 10; }
// a quarter turn takes x onto +-y
// CASE: t_rotate90 1,0,0 1.57079633 0,0,0 0,0,1 => 1

point t_transform(matrix m; point p) { return transform(m, p); }
// CASE: t_transform 1,0,0,0,0,1,0,0,0,0,1,0,1,2,3,1 1,1,1 => 2 3 4
// CASE: t_transform 2,0,0,0,0,3,0,0,0,0,4,0,0,0,0,1 1,1,1 => 2 3 4
// CASE: t_transform 0,1,0,0,-1,0,0,0,0,0,1,0,0,0,0,1 1,0,0 => 0 1 0
vector t_vtransform(matrix m; vector v) { return vtransform(m, v); }
// directions ignore the translation
// CASE: t_vtransform 1,0,0,0,0,1,0,0,0,0,1,0,1,2,3,1 1,1,1 => 1 1 1
// CASE: t_vtransform 2,0,0,0,0,3,0,0,0,0,4,0,5,5,5,1 1,1,1 => 2 3 4
normal t_ntransform(matrix m; normal n) { return ntransform(m, n); }
// normals by the inverse transpose: diag(2,4,8) -> diag(1/2,1/4,1/8)
// CASE: t_ntransform 2,0,0,0,0,4,0,0,0,0,8,0,0,0,0,1 1,1,1 => 0.5 0.25 0.125
// CASE: t_ntransform 1,0,0,0,0,1,0,0,0,0,1,0,7,8,9,1 0,0,1 => 0 0 1
point t_transform_current(point p) { return transform("current", p); }
// "current" to "current" is the identity on every target
// CASE: t_transform_current 1,2,3 => 1 2 3
