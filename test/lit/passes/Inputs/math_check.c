/* Host driver for math-accuracy.test: the lowered functions against the
 * host's libm, as the largest error in ulps over a sweep of inputs, and
 * IEEE special cases. Exits non-zero when a bound is exceeded. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define DECL1(name) float t_##name##f(float); double t_##name(double);
DECL1(exp) DECL1(exp2) DECL1(log) DECL1(log2) DECL1(log10) DECL1(sin) DECL1(cos) DECL1(tan)
DECL1(atan) DECL1(asin) DECL1(acos) DECL1(sinh) DECL1(cosh) DECL1(tanh)
float t_powf(float, float);
double t_pow(double, double);
float t_atan2f(float, float);

static int failures;

static double ulps_f(float got, double want) {
    if (isnan(want))
        return isnan(got) ? 0 : 1e9;
    float w = (float)want;
    if (isinf(w) || w == 0.0f)
        return got == w ? 0 : fabs((double)got - want) < 1e-37 ? 0 : 1e9;
    int e;
    frexp(w, &e);
    return fabs((double)got - want) / ldexp(1.0, e - 24);
}

static double ulps_d(double got, long double want) {
    if (isnan((double)want))
        return isnan(got) ? 0 : 1e9;
    double w = (double)want;
    if (isinf(w) || w == 0.0)
        return got == w ? 0 : fabsl((long double)got - want) < 1e-300L ? 0 : 1e9;
    int e;
    frexp(w, &e);
    return (double)(fabsl((long double)got - want) / ldexpl(1.0L, e - 53));
}

static void report(const char *name, double worst, double bound, double at) {
    printf("%-8s max %.2f ulp (bound %.1f) at %g\n", name, worst, bound, at);
    if (!(worst <= bound)) {
        printf("FAIL %s\n", name);
        failures++;
    }
}

#define SWEEP_F(name, lo, hi, bound)                                       \
    do {                                                                    \
        double worst = 0, at = 0;                                           \
        for (int i = 0; i <= 20000; i++) {                                  \
            float x = (float)(lo + (hi - lo) * i / 20000.0);                \
            double u = ulps_f(t_##name##f(x), name((double)x));             \
            if (u > worst) { worst = u; at = x; }                           \
        }                                                                   \
        report(#name "f", worst, bound, at);                                \
    } while (0)

#define SWEEP_D(name, lo, hi, bound)                                       \
    do {                                                                    \
        double worst = 0, at = 0;                                           \
        for (int i = 0; i <= 20000; i++) {                                  \
            double x = lo + (hi - lo) * i / 20000.0;                        \
            double u = ulps_d(t_##name(x), name##l((long double)x));        \
            if (u > worst) { worst = u; at = x; }                           \
        }                                                                   \
        report(#name, worst, bound, at);                                    \
    } while (0)

static void special(const char *what, double got, double want) {
    int same = (isnan(got) && isnan(want)) || got == want;
    if (!same) {
        printf("FAIL special %s: %g, want %g\n", what, got, want);
        failures++;
    }
}

int main(void) {
    /* single precision: computed in double, so within an ulp */
    SWEEP_F(exp, -87.0, 88.0, 1.0);
    SWEEP_F(exp2, -125.0, 127.0, 1.0);
    SWEEP_F(log, 1e-30, 1e30, 1.0);
    SWEEP_F(log2, 1e-6, 1e6, 1.0);
    SWEEP_F(log10, 1e-3, 1e8, 1.0);
    SWEEP_F(sin, -1000.0, 1000.0, 1.0);
    SWEEP_F(cos, -1000.0, 1000.0, 1.0);
    SWEEP_F(tan, -10.0, 10.0, 1.0);
    SWEEP_F(sinh, -20.0, 20.0, 2.0);
    SWEEP_F(cosh, -20.0, 20.0, 2.0);
    SWEEP_F(tanh, -10.0, 10.0, 4.0);
    /* inverse trigonometry: Cephes single-precision polynomials */
    SWEEP_F(atan, -100.0, 100.0, 4.0);
    SWEEP_F(asin, -1.0, 1.0, 4.0);
    SWEEP_F(acos, -1.0, 1.0, 4.0);
    /* double precision */
    SWEEP_D(exp, -700.0, 700.0, 2.0);
    SWEEP_D(exp2, -1000.0, 1000.0, 2.0);
    SWEEP_D(log, 1e-300, 1e300, 2.0);
    SWEEP_D(log2, 1e-10, 1e10, 2.0);
    SWEEP_D(sin, -1000.0, 1000.0, 2.0);
    SWEEP_D(cos, -1000.0, 1000.0, 2.0);
    {
        double worst = 0, at = 0;
        for (int i = 0; i <= 2000; i++)
            for (int j = -10; j <= 10; j++) {
                float a = (float)(0.01 + i * 0.05), x = (float)(j * 1.7);
                double u = ulps_f(t_powf(a, x), pow((double)a, (double)x));
                if (u > worst) { worst = u; at = a; }
            }
        report("powf", worst, 1.0, at);
    }
    {
        double worst = 0, at = 0;
        for (int i = 0; i <= 400; i++) {
            double t = -3.1 + i * 6.2 / 400;
            float y = (float)sin(t) * 3.0f, x = (float)cos(t) * 3.0f;
            double u = ulps_f(t_atan2f(y, x), atan2((double)y, (double)x));
            if (u > worst) { worst = u; at = t; }
        }
        report("atan2f", worst, 4.0, at);
    }
    special("expf(inf)", t_expf(INFINITY), INFINITY);
    special("expf(-inf)", t_expf(-INFINITY), 0.0);
    special("expf(nan)", t_expf(NAN), NAN);
    special("expf(100)", t_expf(100.0f), INFINITY);
    special("logf(0)", t_logf(0.0f), -INFINITY);
    special("logf(-1)", t_logf(-1.0f), NAN);
    special("logf(inf)", t_logf(INFINITY), INFINITY);
    special("log(denormal)", t_log(0x1p-1070), log(0x1p-1070));
    special("log2f(8)", t_log2f(8.0f), 3.0);
    special("powf(-2, 3)", t_powf(-2.0f, 3.0f), -8.0);
    special("powf(-2, 0.5)", t_powf(-2.0f, 0.5f), NAN);
    special("powf(0, 0)", t_powf(0.0f, 0.0f), 1.0);
    special("powf(0, 2)", t_powf(0.0f, 2.0f), 0.0);
    special("pow(2, 10)", t_pow(2.0, 10.0), 1024.0);
    special("sinf(inf)", t_sinf(INFINITY), NAN);
    special("cosf(0)", t_cosf(0.0f), 1.0);
    special("atan2f(0, -1)", t_atan2f(0.0f, -1.0f), (float)M_PI);
    printf("%s\n", failures ? "FAILED" : "all within bounds");
    return failures != 0;
}
