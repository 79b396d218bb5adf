/* The libm functions under test, compiled for the host and then lowered by
 * rsl-opt -passes=lower-math-ptx-accurate (see math-accuracy.test). */
#include <math.h>

#define F1(name) float t_##name##f(float x) { return name##f(x); } \
                 double t_##name(double x) { return name(x); }
F1(exp) F1(exp2) F1(log) F1(log2) F1(log10) F1(sin) F1(cos) F1(tan)
F1(atan) F1(asin) F1(acos) F1(sinh) F1(cosh) F1(tanh)
float t_powf(float a, float x) { return powf(a, x); }
double t_pow(double a, double x) { return pow(a, x); }
float t_atan2f(float y, float x) { return atan2f(y, x); }
