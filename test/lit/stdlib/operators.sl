// Value tests: RSL's operators, conversions and statements (RenderMan
// Interface 3.2 chapter 11/12), each with the result worked out by hand.
// Relations have no value of their own in RSL: `?:` turns them into 1 or 0.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-6

float t_add(float a, b) { return a + b; }
// CASE: t_add 2 3 => 5
// CASE: t_add -1.5 0.25 => -1.25
float t_sub(float a, b) { return a - b; }
// CASE: t_sub 2 3 => -1
// CASE: t_sub 0.5 -0.5 => 1
float t_mul(float a, b) { return a * b; }
// CASE: t_mul 2 3 => 6
// CASE: t_mul -4 0.25 => -1
float t_div(float a, b) { return a / b; }
// CASE: t_div 1 4 => 0.25
// CASE: t_div -9 3 => -3
float t_neg(float a) { return -a; }
// CASE: t_neg 2 => -2
// CASE: t_neg -0.5 => 0.5
float t_prec(float a, b, c) { return a + b * c; }
// CASE: t_prec 1 2 3 => 7
float t_paren(float a, b, c) { return (a + b) * c; }
// CASE: t_paren 1 2 3 => 9
float t_assoc(float a, b, c) { return a - b - c; }
// CASE: t_assoc 10 3 2 => 5
float t_divassoc(float a, b, c) { return a / b / c; }
// CASE: t_divassoc 24 4 2 => 3

vector t_vadd(vector a, b) { return a + b; }
// CASE: t_vadd 1,2,3 4,5,6 => 5 7 9
vector t_vsub(vector a, b) { return a - b; }
// CASE: t_vsub 1,2,3 4,5,6 => -3 -3 -3
color t_cmul(color a, b) { return a * b; }
// CASE: t_cmul 1,2,3 4,5,6 => 4 10 18
color t_cdiv(color a, b) { return a / b; }
// CASE: t_cdiv 1,2,3 4,5,6 => 0.25 0.4 0.5
vector t_vneg(vector a) { return -a; }
// CASE: t_vneg 1,-2,0.5 => -1 2 -0.5
vector t_scale_l(float sum; vector v) { return sum * v; }
// CASE: t_scale_l 2 1,2,3 => 2 4 6
vector t_scale_r(vector v; float s) { return v * s; }
// CASE: t_scale_r 1,2,3 -1 => -1 -2 -3
vector t_vdivf(vector v; float s) { return v / s; }
// CASE: t_vdivf 2,4,8 2 => 1 2 4
color t_cplusf(color c; float f) { return c + f; }
// CASE: t_cplusf 0.1,0.2,0.3 1 => 1.1 1.2 1.3
vector t_pminusp(point a, b) { return a - b; }
// CASE: t_pminusp 5,5,5 1,2,3 => 4 3 2
point t_pplusv(point p; vector v) { return p + v; }
// CASE: t_pplusv 1,1,1 0,1,2 => 1 2 3

float t_dot(vector a, b) { return a . b; }
// CASE: t_dot 1,2,3 4,5,6 => 32
// CASE: t_dot 1,0,0 0,1,0 => 0
// CASE: t_dot 1,1,0 -1,-1,0 => -2
vector t_cross(vector a, b) { return a ^ b; }
// CASE: t_cross 1,0,0 0,1,0 => 0 0 1
// CASE: t_cross 0,1,0 1,0,0 => 0 0 -1
// CASE: t_cross 1,2,3 4,5,6 => -3 6 -3

float t_lt(float a, b) { return a < b ? 1 : 0; }
// CASE: t_lt 1 2 => 1
// CASE: t_lt 2 1 => 0
// CASE: t_lt 2 2 => 0
float t_le(float a, b) { return a <= b ? 1 : 0; }
// CASE: t_le 2 2 => 1
// CASE: t_le 3 2 => 0
float t_gt(float a, b) { return a > b ? 1 : 0; }
// CASE: t_gt 3 2 => 1
// CASE: t_gt 2 2 => 0
float t_ge(float a, b) { return a >= b ? 1 : 0; }
// CASE: t_ge 2 2 => 1
// CASE: t_ge 1 2 => 0
float t_eq(float a, b) { return a == b ? 1 : 0; }
// CASE: t_eq 2 2 => 1
// CASE: t_eq 2 2.5 => 0
float t_ne(float a, b) { return a != b ? 1 : 0; }
// CASE: t_ne 2 2 => 0
// CASE: t_ne 2 2.5 => 1
float t_veq(vector a, b) { return a == b ? 1 : 0; }
// CASE: t_veq 1,2,3 1,2,3 => 1
// CASE: t_veq 1,2,3 1,2,4 => 0
float t_vne(vector a, b) { return a != b ? 1 : 0; }
// CASE: t_vne 1,2,3 1,2,3 => 0
// CASE: t_vne 1,2,3 0,2,3 => 1
float t_and(float a, b) { return (a > 0 && b > 0) ? 1 : 0; }
// CASE: t_and 1 1 => 1
// CASE: t_and 1 -1 => 0
// CASE: t_and -1 1 => 0
float t_or(float a, b) { return (a > 0 || b > 0) ? 1 : 0; }
// CASE: t_or -1 -1 => 0
// CASE: t_or -1 1 => 1
// CASE: t_or 1 -1 => 1
float t_not(float a) { return !(a > 0) ? 1 : 0; }
// CASE: t_not 1 => 0
// CASE: t_not -1 => 1
float t_cond(float a) { return a > 0 ? 10 : 20; }
// CASE: t_cond 1 => 10
// CASE: t_cond -1 => 20
color t_ccond(float a) { return a > 0 ? color (1, 2, 3) : color (4, 5, 6); }
// CASE: t_ccond 1 => 1 2 3
// CASE: t_ccond 0 => 4 5 6

float t_addassign(float a, b) { float x = a; x += b; return x; }
// CASE: t_addassign 1 2 => 3
float t_subassign(float a, b) { float x = a; x -= b; return x; }
// CASE: t_subassign 1 2 => -1
float t_mulassign(float a, b) { float x = a; x *= b; return x; }
// CASE: t_mulassign 3 4 => 12
float t_divassign(float a, b) { float x = a; x /= b; return x; }
// CASE: t_divassign 3 4 => 0.75
vector t_vaddassign(vector a, b) { vector x = a; x += b; return x; }
// CASE: t_vaddassign 1,1,1 1,2,3 => 2 3 4
color t_cmulassign(color a; float b) { color x = a; x *= b; return x; }
// CASE: t_cmulassign 1,2,3 0.5 => 0.5 1 1.5

color t_promote(float f) { color c = f; return c; }
// CASE: t_promote 0.25 => 0.25 0.25 0.25
point t_triple(float a, b, c) { return point (a, b, c); }
// CASE: t_triple 1 2 3 => 1 2 3
color t_cast(point p) { return color p; }
// CASE: t_cast 0.1,0.2,0.3 => 0.1 0.2 0.3
vector t_castparen(point p) { return vector (p); }
// CASE: t_castparen 4,5,6 => 4 5 6
normal t_normalcast(vector v) { return normal v; }
// CASE: t_normalcast 0,0,1 => 0 0 1
float t_comp(vector v) { return xcomp(v) + 10 * ycomp(v) + 100 * zcomp(v); }
// CASE: t_comp 1,2,3 => 321

float t_if(float a) { float r = 0; if (a > 0) r = 1; else r = -1; return r; }
// CASE: t_if 5 => 1
// CASE: t_if -5 => -1
float t_ifnoelse(float a) { float r = 7; if (a > 0) r = 1; return r; }
// CASE: t_ifnoelse 1 => 1
// CASE: t_ifnoelse -1 => 7
float t_for(float n) { float i, sum = 0; for (i = 1; i <= n; i += 1) sum += i; return sum; }
// CASE: t_for 10 => 55
// CASE: t_for 0 => 0
float t_while(float n) { float x = 1; while (x < n) x *= 2; return x; }
// CASE: t_while 100 => 128
// CASE: t_while 1 => 1
float t_break(float n) { float i, sum = 0; for (i = 0; i < 100; i += 1) { if (i >= n) break; sum += 1; } return sum; }
// CASE: t_break 7 => 7
float t_continue(float n) { float i, sum = 0; for (i = 0; i < n; i += 1) { if (mod(i, 2) == 1) continue; sum += i; } return sum; }
// 0 + 2 + 4 + 6 + 8
// CASE: t_continue 10 => 20
float t_break2(float n) {
    float i, j, sum = 0;
    for (i = 0; i < 10; i += 1) {
        for (j = 0; j < 10; j += 1) {
            if (j >= n) break 2;
            sum += 1;
        }
    }
    return sum;
}
// break 2 leaves both loops the first time j reaches n
// CASE: t_break2 3 => 3
float t_nested(float n) { float i, j, sum = 0; for (i = 0; i < n; i += 1) for (j = 0; j < n; j += 1) sum += 1; return sum; }
// CASE: t_nested 4 => 16

float sq(float x) { return x * x; }
float t_call(float a) { return sq(a) + sq(a + 1); }
// CASE: t_call 2 => 13
float twice(float x) { return 2 * x; }
vector twice(vector v) { return 2 * v; }
float t_overload_f(float a) { return twice(a); }
// CASE: t_overload_f 3 => 6
vector t_overload_v(vector a) { return twice(a); }
// CASE: t_overload_v 1,2,3 => 2 4 6
void setboth(float x; output float a; output float b) { a = x + 1; b = x * 10; }
float t_output(float x) { float a = 0, b = 0; setboth(x, a, b); return a + b; }
// CASE: t_output 2 => 23
float t_array(float i) { float a[4] = {10, 20, 30, 40}; return a[i]; }
// CASE: t_array 0 => 10
// CASE: t_array 3 => 40
float t_arraysum() { float a[3] = {1, 2, 4}; float i, sum = 0; for (i = 0; i < 3; i += 1) sum += a[i]; return sum; }
// CASE: t_arraysum => 7

float t_streq(string sum) { return sum == "abc" ? 1 : 0; }
// CASE: t_streq "abc" => 1
// CASE: t_streq "abd" => 0
string t_strsel(float a) { return a > 0 ? "yes" : "no"; }
// CASE: t_strsel 1 => yes
// CASE: t_strsel -1 => no

// arraylength(a) is a fixed-size array's length.
float t_alen(float x) { float a[5]; color c[3]; return arraylength(a) * 10 + arraylength(c) + x; }
// CASE: t_alen 0.5 => 53.5
float t_alensum(float x) {
    float k[4] = {1, 2, 3, 4};
    float s = 0, i;
    for (i = 0; i < arraylength(k); i += 1)
        s += k[i] * x;
    return s;
}
// CASE: t_alensum 2 => 20
