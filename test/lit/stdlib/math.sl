// Value tests: the math functions of RenderMan Interface 3.2 section 15.1.
// Every expected value is worked out by hand from the RI definitions (or is
// a textbook constant); tolerance 1e-5, relative above 1.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5

float t_pi() { return PI; }
// CASE: t_pi => 3.14159265

float t_abs(float x) { return abs(x); }
// CASE: t_abs -3.5 => 3.5
// CASE: t_abs 2.25 => 2.25
// CASE: t_abs 0 => 0

float t_sign(float x) { return sign(x); }
// CASE: t_sign -7 => -1
// CASE: t_sign 0.001 => 1
// CASE: t_sign 0 => 0

float t_floor(float x) { return floor(x); }
// CASE: t_floor 2.7 => 2
// CASE: t_floor -2.3 => -3
// CASE: t_floor 4 => 4

float t_ceil(float x) { return ceil(x); }
// CASE: t_ceil 2.1 => 3
// CASE: t_ceil -2.7 => -2
// CASE: t_ceil 5 => 5

float t_round(float x) { return round(x); }
// CASE: t_round 2.4 => 2
// CASE: t_round 2.6 => 3
// CASE: t_round -2.6 => -3

float t_mod(float a, float b) { return mod(a, b); }
// mod is floored (RI: the result has the sign of b): a - b*floor(a/b)
// CASE: t_mod 7 3 => 1
// CASE: t_mod 5.5 2 => 1.5
// CASE: t_mod -1 3 => 2
// CASE: t_mod -7 3 => 2

float t_min(float a, float b) { return min(a, b); }
// CASE: t_min 1 2 => 1
// CASE: t_min 3 -4 => -4
float t_max(float a, float b) { return max(a, b); }
// CASE: t_max 1 2 => 2
// CASE: t_max 3 -4 => 3

float t_clamp(float x, float lo, float hi) { return clamp(x, lo, hi); }
// CASE: t_clamp -1 0 1 => 0
// CASE: t_clamp 0.3 0 1 => 0.3
// CASE: t_clamp 7 0 1 => 1
// CASE: t_clamp 5 2 4 => 4

float t_mix(float a, float b, float t) { return mix(a, b, t); }
// CASE: t_mix 2 4 0.25 => 2.5
// CASE: t_mix 2 4 0 => 2
// CASE: t_mix 2 4 1 => 4
// CASE: t_mix -1 1 0.5 => 0

float t_step(float e, float x) { return step(e, x); }
// step(min, value) is 0 when value < min, else 1.
// CASE: t_step 0.5 0.4 => 0
// CASE: t_step 0.5 0.5 => 1
// CASE: t_step 0.5 0.9 => 1

float t_smoothstep(float e0, float e1, float x) { return smoothstep(e0, e1, x); }
// 0 below e0, 1 above e1, Hermite 3t^2 - 2t^3 between.
// CASE: t_smoothstep 0 1 -0.5 => 0
// CASE: t_smoothstep 0 1 0 => 0
// CASE: t_smoothstep 0 1 0.25 => 0.15625
// CASE: t_smoothstep 0 1 0.5 => 0.5
// CASE: t_smoothstep 0 1 0.75 => 0.84375
// CASE: t_smoothstep 0 1 1 => 1
// CASE: t_smoothstep 2 4 3 => 0.5
// CASE: t_smoothstep 2 4 5 => 1

float t_sqrt(float x) { return sqrt(x); }
// CASE: t_sqrt 4 => 2
// CASE: t_sqrt 2 => 1.41421356
// CASE: t_sqrt 0 => 0
float t_inversesqrt(float x) { return inversesqrt(x); }
// CASE: t_inversesqrt 4 => 0.5
// CASE: t_inversesqrt 0.25 => 2

float t_pow(float x, float y) { return pow(x, y); }
// CASE: t_pow 2 10 => 1024
// CASE: t_pow 9 0.5 => 3
// CASE: t_pow 2 -1 => 0.5
// CASE: t_pow 5 0 => 1

float t_exp(float x) { return exp(x); }
// CASE: t_exp 0 => 1
// CASE: t_exp 1 => 2.71828183
// CASE: t_exp -1 => 0.36787944
float t_log(float x) { return log(x); }
// CASE: t_log 1 => 0
// CASE: t_log 2.71828183 => 1
// CASE: t_log 10 => 2.30258509
float t_logb(float x, float b) { return log(x, b); }
// CASE: t_logb 8 2 => 3
// CASE: t_logb 100 10 => 2

float t_sin(float a) { return sin(a); }
// CASE: t_sin 0 => 0
// CASE: t_sin 1.57079633 => 1
// CASE: t_sin 1 => 0.84147098
// CASE: t_sin -0.5 => -0.47942554
float t_cos(float a) { return cos(a); }
// CASE: t_cos 0 => 1
// CASE: t_cos 3.14159265 => -1
// CASE: t_cos 1 => 0.54030231
float t_tan(float a) { return tan(a); }
// CASE: t_tan 0 => 0
// CASE: t_tan 0.78539816 => 1
// CASE: t_tan 0.5 => 0.54630249
float t_asin(float a) { return asin(a); }
// CASE: t_asin 0.5 => 0.52359878
// CASE: t_asin 1 => 1.57079633
// CASE: t_asin -1 => -1.57079633
float t_acos(float a) { return acos(a); }
// CASE: t_acos 0.5 => 1.04719755
// CASE: t_acos 1 => 0
// CASE: t_acos -1 => 3.14159265
float t_atan(float a) { return atan(a); }
// CASE: t_atan 1 => 0.78539816
// CASE: t_atan -1 => -0.78539816
// CASE: t_atan 0 => 0
float t_atan2(float y, float x) { return atan(y, x); }
// atan(y, x): the angle of (x, y), in [-pi, pi]; each quadrant.
// CASE: t_atan2 1 1 => 0.78539816
// CASE: t_atan2 1 -1 => 2.35619449
// CASE: t_atan2 -1 -1 => -2.35619449
// CASE: t_atan2 -1 1 => -0.78539816
// CASE: t_atan2 1 0 => 1.57079633

float t_radians(float d) { return radians(d); }
// CASE: t_radians 180 => 3.14159265
// CASE: t_radians 90 => 1.57079633
// CASE: t_radians -45 => -0.78539816
float t_degrees(float r) { return degrees(r); }
// CASE: t_degrees 3.14159265 => 180
// CASE: t_degrees 1 => 57.2957795

// The triple forms work per component.
color t_cmin(color a, color b) { return min(a, b); }
// CASE: t_cmin 1,5,3 4,2,3 => 1 2 3
color t_cmax(color a, color b) { return max(a, b); }
// CASE: t_cmax 1,5,3 4,2,3 => 4 5 3

// min and max take any number of arguments (RI 3.2); floats among triples
// are promoted.
float t_min4(float a, b, c, d) { return min(a, b, c, d); }
// CASE: t_min4 3 -1 7 2 => -1
// CASE: t_min4 3 4 7 2 => 2
float t_max3(float a, b, c) { return max(a, b, c); }
// CASE: t_max3 3 -1 7 => 7
// CASE: t_max3 9 -1 7 => 9
color t_cmax4(color a, b, c; float d) { return max(a, b, c, d); }
// CASE: t_cmax4 1,5,3 4,2,3 0,0,6 4.5 => 4.5 5 6
vector t_vmin3(vector a, b, c) { return min(a, b, c); }
// CASE: t_vmin3 1,5,3 4,2,3 0,9,6 => 0 2 3
point t_pclamp(point x, point lo, point hi) { return clamp(x, lo, hi); }
// CASE: t_pclamp -1,0.5,9 0,0,0 1,1,1 => 0 0.5 1
color t_cmix(color a, color b, float t) { return mix(a, b, t); }
// CASE: t_cmix 0,0,0 1,2,4 0.25 => 0.25 0.5 1
color t_cmix3(color a, color b, color t) { return mix(a, b, t); }
// CASE: t_cmix3 0,0,0 4,4,4 0,0.5,1 => 0 2 4
vector t_vmin(vector a, vector b) { return min(a, b); }
// CASE: t_vmin -1,2,-3 1,-2,3 => -1 -2 -3
