vector f(vector x) { return normalize(x); }
float add(float a, b) { return a + b; }
float half(float x) { return x / 2; }
color half(color c) { return c / 2; }
void split(float x; output float lo; output float hi) { lo = floor(x); hi = ceil(x); }
matrix twice(matrix m) { return 2 * m; }
string pick(float x) { return x > 0 ? "plus" : "minus"; }
float same(string s) { return s == "abc" ? 1 : 0; }
color shoot(point p) { return trace(p, vector (0, 0, 1)); }
surface paint(color tint = color (0.25, 0.5, 1); float k = 2) { Ci = tint * k; Oi = 0.5; }
surface globals() { Ci = color (P); Oi = color (N); }
surface lit() { Ci = ambient() + diffuse(N); Oi = 1; }
light lamp(point from = point "shader" (1, 2, 3)) { illuminate(from) { Cl = 1; } }
