/* noise, pnoise, cellnoise, random: ranges, mean, continuity, periodicity,
 * determinism and cell constancy over many samples.  Sample points come
 * from a fixed linear congruential sequence, so runs are reproducible. */
#include <math.h>

#include "runtime_tests.h"

static uint32_t lcg = 12345u;
static float uniform(float lo, float hi) {
    lcg = lcg * 1664525u + 1013904223u;
    return lo + (hi - lo) * (float)(lcg >> 8) / 16777216.0f;
}
static rsl_point random_point(float lo, float hi) {
    float x = uniform(lo, hi), y = uniform(lo, hi);
    return f3(x, y, uniform(lo, hi));
}

enum { SAMPLES = 20000 };

/* Range [0,1], mean 0.5 +- 0.03 and some spread (std > 0.05) of one
 * noise function over SAMPLES points in [-50, 50]. */
#define CHECK_DISTRIBUTION(EXPR)                                  \
    do {                                                          \
        double sum_ = 0, sum2_ = 0;                               \
        float lo_ = 1, hi_ = 0;                                   \
        for (int i_ = 0; i_ < SAMPLES; i_++) {                    \
            rsl_point p = random_point(-50, 50);                  \
            float t = uniform(-50, 50);                           \
            (void)p, (void)t;                                     \
            float v_ = (EXPR);                                    \
            sum_ += v_, sum2_ += (double)v_ * v_;                 \
            lo_ = v_ < lo_ ? v_ : lo_, hi_ = v_ > hi_ ? v_ : hi_; \
        }                                                         \
        double mean_ = sum_ / SAMPLES;                            \
        double var_ = sum2_ / SAMPLES - mean_ * mean_;            \
        CU_ASSERT(lo_ >= 0.0f);                                   \
        CU_ASSERT(hi_ <= 1.0f);                                   \
        NEAR(mean_, 0.5, 0.03);                                   \
        CU_ASSERT(var_ > 0.05 * 0.05);                            \
    } while (0)

static void ranges_and_means(void) {
    CHECK_DISTRIBUTION(rsl_noise__f_f(t));
    CHECK_DISTRIBUTION(rsl_noise__f_ff(p.x, t));
    CHECK_DISTRIBUTION(rsl_noise__f_p(p));
    CHECK_DISTRIBUTION(rsl_noise__f_pf(p, t));
    CHECK_DISTRIBUTION(rsl_noise__c_p(p).y);
    CHECK_DISTRIBUTION(rsl_noise__v_pf(p, t).z);
    CHECK_DISTRIBUTION(rsl_pnoise__f_pp(p, f3(4, 5, 6)));
    CHECK_DISTRIBUTION(rsl_pnoise__f_ff(t, 7));
    CHECK_DISTRIBUTION(rsl_cellnoise__f_p(p));
    CHECK_DISTRIBUTION(rsl_cellnoise__f_pf(p, t));
    CHECK_DISTRIBUTION(rsl_cellnoise__c_f(t * 200).x); /* many cells */
}

/* Gradient noise is 0.5 at every lattice point. */
static void half_at_lattice_points(void) {
    for (int i = -20; i <= 20; i++) {
        NEAR(rsl_noise__f_f((float)i), 0.5, 1e-6);
        NEAR(rsl_noise__f_ff((float)i, (float)(i * 3)), 0.5, 1e-6);
        NEAR(rsl_noise__f_p(f3((float)i, (float)-i, 7)), 0.5, 1e-6);
        NEAR(rsl_noise__f_pf(f3((float)i, 2, 3), (float)i), 0.5, 1e-6);
        NEAR3(rsl_noise__c_p(f3(1, (float)i, 0)), 0.5, 0.5, 0.5, 1e-6);
    }
}

/* Lipschitz continuity: a step of 1e-3 changes the value by at most
 * 0.02 (the gradients are bounded; a discontinuity at a cell border would
 * show up as a jump of order 0.1 or more). */
static void continuity(void) {
    const float h = 1e-3f;
    for (int i = 0; i < 5000; i++) {
        rsl_point p = random_point(-20, 20);
        float t = uniform(-20, 20);
        CU_ASSERT(fabsf(rsl_noise__f_f(t + h) - rsl_noise__f_f(t)) < 0.02f);
        CU_ASSERT(fabsf(rsl_noise__f_ff(p.x, t + h) - rsl_noise__f_ff(p.x, t)) < 0.02f);
        CU_ASSERT(fabsf(rsl_noise__f_p(p + f3(h, 0, 0)) - rsl_noise__f_p(p)) < 0.02f);
        CU_ASSERT(fabsf(rsl_noise__f_p(p + f3(0, 0, h)) - rsl_noise__f_p(p)) < 0.02f);
        CU_ASSERT(fabsf(rsl_noise__f_pf(p, t + h) - rsl_noise__f_pf(p, t)) < 0.02f);
    }
    /* across an integer boundary in particular */
    for (int i = -5; i <= 5; i++) {
        float x = (float)i;
        CU_ASSERT(fabsf(rsl_noise__f_p(f3(x - 1e-4f, 0.3f, 0.6f)) -
                        rsl_noise__f_p(f3(x + 1e-4f, 0.3f, 0.6f))) < 0.005f);
    }
}

/* Points on a 1/64 grid keep x and x + period exact in float. */
static void periodicity(void) {
    for (int i = 0; i < 2000; i++) {
        float x = (float)(int)uniform(-640, 640) / 64.0f, y = (float)(int)uniform(-640, 640) / 64.0f;
        float z = (float)(int)uniform(-640, 640) / 64.0f, t = (float)(int)uniform(-640, 640) / 64.0f;
        NEAR(rsl_pnoise__f_ff(x + 5, 5), rsl_pnoise__f_ff(x, 5), 1e-6);
        NEAR(rsl_pnoise__f_ff(x - 3, 3.7f), rsl_pnoise__f_ff(x, 3.7f), 1e-6); /* period 3 */
        NEAR(rsl_pnoise__f_ffff(x + 4, y - 6, 4, 2), rsl_pnoise__f_ffff(x, y, 4, 2), 1e-6);
        NEAR(rsl_pnoise__f_pp(f3(x + 2, y + 3, z - 4), f3(2, 3, 4)),
             rsl_pnoise__f_pp(f3(x, y, z), f3(2, 3, 4)), 1e-6);
        NEAR(rsl_pnoise__f_pfpf(f3(x, y + 5, z), t + 6, f3(1, 5, 2), 3),
             rsl_pnoise__f_pfpf(f3(x, y, z), t, f3(1, 5, 2), 3), 1e-6);
        rsl_color a = rsl_pnoise__c_pp(f3(x + 8, y, z), f3(8, 8, 8));
        rsl_color b = rsl_pnoise__c_pp(f3(x, y, z), f3(8, 8, 8));
        NEAR3(a, b.x, b.y, b.z, 1e-6);
    }
    /* not trivially constant: two points half a period apart differ somewhere */
    int differ = 0;
    for (int i = 0; i < 100; i++) {
        float x = uniform(0, 8);
        differ += fabsf(rsl_pnoise__f_ff(x, 8) - rsl_pnoise__f_ff(x + 4.5f, 8)) > 1e-3f;
    }
    CU_ASSERT(differ > 50);
}

static void determinism_and_channels(void) {
    int channels_differ = 0;
    for (int i = 0; i < 1000; i++) {
        rsl_point p = random_point(-10, 10);
        CU_ASSERT(rsl_noise__f_p(p) == rsl_noise__f_p(p));
        rsl_color c1 = rsl_noise__c_p(p), c2 = rsl_noise__c_p(p);
        CU_ASSERT(c1.x == c2.x && c1.y == c2.y && c1.z == c2.z);
        channels_differ += c1.x != c1.y && c1.y != c1.z;
    }
    CU_ASSERT(channels_differ > 900);
    /* vector arguments are the point domain */
    rsl_vector v = f3(0.3f, 1.7f, -2.2f);
    CU_ASSERT(rsl_noise__f_v(v) == rsl_noise__f_p(v));
}

static void cellnoise_constant_on_cells(void) {
    int differ = 0;
    for (int i = 0; i < 2000; i++) {
        rsl_point cell = f3((float)(int)uniform(-100, 100), (float)(int)uniform(-100, 100),
                            (float)(int)uniform(-100, 100));
        rsl_point a = cell + f3(0.01f, 0.5f, 0.99f), b = cell + f3(0.98f, 0.02f, 0.3f);
        CU_ASSERT(rsl_cellnoise__f_p(a) == rsl_cellnoise__f_p(b));
        CU_ASSERT(rsl_cellnoise__f_f(cell.x + 0.1f) == rsl_cellnoise__f_f(cell.x + 0.9f));
        CU_ASSERT(rsl_cellnoise__f_pf(a, 2.1f) == rsl_cellnoise__f_pf(b, 2.8f));
        float v = rsl_cellnoise__f_p(a);
        CU_ASSERT(v >= 0.0f && v < 1.0f);
        differ += rsl_cellnoise__f_p(a) != rsl_cellnoise__f_p(a + f3(1, 0, 0));
    }
    CU_ASSERT(differ > 1990);
}

static void random_sequence(void) {
    double sum = 0;
    float first = rsl_random__f(), prev = first;
    int changes = 0;
    for (int i = 0; i < SAMPLES; i++) {
        float r = rsl_random__f();
        CU_ASSERT(r >= 0.0f && r < 1.0f);
        sum += r;
        changes += r != prev;
        prev = r;
    }
    NEAR(sum / SAMPLES, 0.5, 0.02);
    CU_ASSERT(changes > SAMPLES - 10);
    rsl_color c = rsl_random__c();
    CU_ASSERT(c.x >= 0 && c.x < 1 && c.y >= 0 && c.y < 1 && c.z >= 0 && c.z < 1);
    CU_ASSERT(c.x != c.y || c.y != c.z);
    rsl_point p = rsl_random__p();
    CU_ASSERT(p.x >= 0 && p.x < 1 && p.z >= 0 && p.z < 1);
}

const unit_test noise_tests[] = {
    {"ranges [0,1] and mean 0.5 over many samples", ranges_and_means},
    {"0.5 at lattice points", half_at_lattice_points},
    {"continuity", continuity},
    {"pnoise periodicity", periodicity},
    {"determinism, distinct color channels", determinism_and_channels},
    {"cellnoise constant on unit cells", cellnoise_constant_on_cells},
    {"random: range, mean, sequence", random_sequence},
    {NULL, NULL},
};
