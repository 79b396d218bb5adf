/* RSL noise builtins (RI 3.2 section 15.4).
 *
 * noise and pnoise are Perlin gradient noise: a pseudo-random gradient at
 * each integer lattice point, hashed from the point's coordinates (no
 * permutation table, so no memory is read: the RPU and PTX targets see only
 * integer arithmetic), blended with the quintic fade 6t^5 - 15t^4 + 10t^3.
 * The signed value, zero at every lattice point, is scaled so its extremes
 * are near +-1 and mapped to [0,1] as RenderMan's ranges require: the mean is
 * 0.5 and noise is exactly 0.5 at integer arguments.  pnoise wraps the
 * lattice with the integer part of each period (at least 1), so it repeats
 * with that period.  cellnoise is a hash of the cell (the floored
 * coordinates), constant on each unit cell, in [0,1).  Triple results use
 * a different hash seed per component.  random() draws from one internal
 * 32-bit xorshift state that starts at a fixed seed, so a run is
 * reproducible; the state is shared by everything in a module (on a GPU
 * threads race on it: it stays in range but is not reproducible there). */
#include "rsl_internal.h"

typedef uint32_t u32;

static u32 hash4(int32_t x, int32_t y, int32_t z, int32_t w, u32 seed) {
    return rsl_hash_bits((u32)x + rsl_hash_bits((u32)y + rsl_hash_bits((u32)z + rsl_hash_bits((u32)w + seed))));
}

/* Lattice cell of a coordinate: floor, kept in int range (NaN gives the
 * lowest cell) so the conversion is always defined. */
static int32_t cell_of(float x) { return (int32_t)rsl_fclamp(__builtin_floorf(x), -1e9f, 1e9f); }
/* The lattice index i wrapped to [0, period) when period > 0. */
static int32_t wrap(int32_t i, int32_t period) {
    if (period <= 0)
        return i;
    int32_t r = i % period;
    return r < 0 ? r + period : r;
}
static int32_t period_of(float p) {
    return p >= 1.0f ? (int32_t)rsl_fmin(p, 1e9f) : 1;
}
static float fade(float t) { return t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f); }
static float lerp(float a, float b, float t) { return a + t * (b - a); }

/* Gradients chosen by hash bits, dotted with the offset (Perlin's improved
 * noise for 3D, Gustavson's sets for 1D, 2D and 4D). */
static float grad1(u32 h, float x) {
    float g = 1.0f + (float)(h & 7u);
    return (h & 8u) ? -g * x : g * x;
}
static float grad2(u32 h, float x, float y) {
    h &= 7u;
    float u = h < 4u ? x : y, v = h < 4u ? y : x;
    return ((h & 1u) ? -u : u) + ((h & 2u) ? -2.0f * v : 2.0f * v);
}
static float grad3(u32 h, float x, float y, float z) {
    h &= 15u;
    float u = h < 8u ? x : y;
    float v = h < 4u ? y : (h == 12u || h == 14u ? x : z);
    return ((h & 1u) ? -u : u) + ((h & 2u) ? -v : v);
}
static float grad4(u32 h, float x, float y, float z, float w) {
    h &= 31u;
    float u = h < 24u ? x : y, v = h < 16u ? y : z, t = h < 8u ? z : w;
    return ((h & 1u) ? -u : u) + ((h & 2u) ? -v : v) + ((h & 4u) ? -t : t);
}

/* Signed gradient noise, roughly in [-1, 1]; periods <= 0 mean none.  The
 * scale factors bring each dimension's extremes near +-1. */
static float signed_noise1(float x, int32_t px, u32 seed) {
    int32_t i = cell_of(x);
    float f = x - (float)i;
    float a = grad1(hash4(wrap(i, px), 0, 0, 0, seed), f);
    float b = grad1(hash4(wrap(i + 1, px), 0, 0, 0, seed), f - 1.0f);
    return 0.22f * lerp(a, b, fade(f));
}
static float signed_noise2(float x, float y, int32_t px, int32_t py, u32 seed) {
    int32_t i = cell_of(x), j = cell_of(y);
    float fx = x - (float)i, fy = y - (float)j;
    int32_t i0 = wrap(i, px), i1 = wrap(i + 1, px), j0 = wrap(j, py), j1 = wrap(j + 1, py);
    float u = fade(fx), v = fade(fy);
    float a = lerp(grad2(hash4(i0, j0, 0, 0, seed), fx, fy),
                   grad2(hash4(i1, j0, 0, 0, seed), fx - 1.0f, fy), u);
    float b = lerp(grad2(hash4(i0, j1, 0, 0, seed), fx, fy - 1.0f),
                   grad2(hash4(i1, j1, 0, 0, seed), fx - 1.0f, fy - 1.0f), u);
    return 0.6f * lerp(a, b, v);
}
static float signed_noise3(rsl_float3 p, const int32_t per[3], u32 seed) {
    int32_t i = cell_of(p.x), j = cell_of(p.y), k = cell_of(p.z);
    float fx = p.x - (float)i, fy = p.y - (float)j, fz = p.z - (float)k;
    int32_t i0 = wrap(i, per[0]), i1 = wrap(i + 1, per[0]);
    int32_t j0 = wrap(j, per[1]), j1 = wrap(j + 1, per[1]);
    int32_t k0 = wrap(k, per[2]), k1 = wrap(k + 1, per[2]);
    float u = fade(fx), v = fade(fy), w = fade(fz);
    float x00 = lerp(grad3(hash4(i0, j0, k0, 0, seed), fx, fy, fz),
                     grad3(hash4(i1, j0, k0, 0, seed), fx - 1.0f, fy, fz), u);
    float x10 = lerp(grad3(hash4(i0, j1, k0, 0, seed), fx, fy - 1.0f, fz),
                     grad3(hash4(i1, j1, k0, 0, seed), fx - 1.0f, fy - 1.0f, fz), u);
    float x01 = lerp(grad3(hash4(i0, j0, k1, 0, seed), fx, fy, fz - 1.0f),
                     grad3(hash4(i1, j0, k1, 0, seed), fx - 1.0f, fy, fz - 1.0f), u);
    float x11 = lerp(grad3(hash4(i0, j1, k1, 0, seed), fx, fy - 1.0f, fz - 1.0f),
                     grad3(hash4(i1, j1, k1, 0, seed), fx - 1.0f, fy - 1.0f, fz - 1.0f), u);
    return lerp(lerp(x00, x10, v), lerp(x01, x11, v), w);
}
static float signed_noise4(rsl_float3 p, float t, const int32_t per[4], u32 seed) {
    int32_t c[4] = {cell_of(p.x), cell_of(p.y), cell_of(p.z), cell_of(t)};
    float f[4] = {p.x - (float)c[0], p.y - (float)c[1], p.z - (float)c[2], t - (float)c[3]};
    float acc[16];
    for (int corner = 0; corner < 16; corner++) {
        int32_t idx[4];
        float d[4];
        for (int a = 0; a < 4; a++) {
            int bit = (corner >> a) & 1;
            idx[a] = wrap(c[a] + bit, per[a]);
            d[a] = f[a] - (float)bit;
        }
        acc[corner] = grad4(hash4(idx[0], idx[1], idx[2], idx[3], seed), d[0], d[1], d[2], d[3]);
    }
    /* Blend along each axis in turn, halving the corners each time. */
    for (int a = 0, n = 16; a < 4; a++, n /= 2) {
        float s = fade(f[a]);
        for (int k = 0; k < n / 2; k++)
            acc[k] = lerp(acc[2 * k], acc[2 * k + 1], s);
    }
    return 0.87f * acc[0];
}

static float to_unit(float n) { return rsl_fclamp(0.5f + 0.5f * n, 0.0f, 1.0f); }
static float cell_value(u32 h) { return (float)(h >> 8) * (1.0f / 16777216.0f); }

static const u32 seeds[4] = {0x00000000U, 0x9e3779b9U, 0x7f4a7c15U, 0xf39cc060U};
static const int32_t no_period[4] = {0, 0, 0, 0};

static float n1(float x, float px, int periodic, u32 s) {
    return to_unit(signed_noise1(x, periodic ? period_of(px) : 0, s));
}
static float n2(float x, float y, float px, float py, int periodic, u32 s) {
    return to_unit(signed_noise2(x, y, periodic ? period_of(px) : 0, periodic ? period_of(py) : 0, s));
}
static float n3(rsl_float3 p, const int32_t *per, u32 s) { return to_unit(signed_noise3(p, per, s)); }
static float n4(rsl_float3 p, float t, const int32_t *per, u32 s) {
    return to_unit(signed_noise4(p, t, per, s));
}
static float c1(float x, u32 s) { return cell_value(hash4(cell_of(x), 0, 0, 0, s)); }
static float c2(float x, float y, u32 s) { return cell_value(hash4(cell_of(x), cell_of(y), 0, 0, s)); }
static float c3(rsl_float3 p, u32 s) {
    return cell_value(hash4(cell_of(p.x), cell_of(p.y), cell_of(p.z), 0, s));
}
static float c4(rsl_float3 p, float t, u32 s) {
    return cell_value(hash4(cell_of(p.x), cell_of(p.y), cell_of(p.z), cell_of(t), s));
}

/* F(s) evaluates one channel with seed s; float results use seeds[0],
 * triples seeds[1..3]. */
#define RSL_AS_FLOAT(F) \
    u32 s = seeds[0];   \
    return (F);
#define RSL_AS_TRIPLE(F)                                    \
    float r[3];                                             \
    for (int ch = 0; ch < 3; ch++) {                        \
        u32 s = seeds[ch + 1];                              \
        r[ch] = (F);                                        \
    }                                                       \
    return rsl_f3(r[0], r[1], r[2]);

#define RSL_NOISE_DEFS(T, l, AS)                                                        \
    T rsl_noise__##l##_f(float x) { AS(n1(x, 0.0f, 0, s)) }                             \
    T rsl_noise__##l##_ff(float x, float y) { AS(n2(x, y, 0.0f, 0.0f, 0, s)) }          \
    T rsl_noise__##l##_p(rsl_point p) { AS(n3(p, no_period, s)) }                       \
    T rsl_noise__##l##_pf(rsl_point p, float t) { AS(n4(p, t, no_period, s)) }          \
    T rsl_pnoise__##l##_ff(float x, float period) { AS(n1(x, period, 1, s)) }           \
    T rsl_pnoise__##l##_ffff(float x, float y, float xperiod, float yperiod) {          \
        AS(n2(x, y, xperiod, yperiod, 1, s))                                            \
    }                                                                                   \
    T rsl_pnoise__##l##_pp(rsl_point p, rsl_point period) {                             \
        int32_t per[3] = {period_of(period.x), period_of(period.y), period_of(period.z)}; \
        AS(n3(p, per, s))                                                               \
    }                                                                                   \
    T rsl_pnoise__##l##_pfpf(rsl_point p, float t, rsl_point pperiod, float tperiod) {  \
        int32_t per[4] = {period_of(pperiod.x), period_of(pperiod.y), period_of(pperiod.z), \
                          period_of(tperiod)};                                          \
        AS(n4(p, t, per, s))                                                            \
    }                                                                                   \
    T rsl_cellnoise__##l##_f(float x) { AS(c1(x, s)) }                                  \
    T rsl_cellnoise__##l##_ff(float x, float y) { AS(c2(x, y, s)) }                     \
    T rsl_cellnoise__##l##_p(rsl_point p) { AS(c3(p, s)) }                              \
    T rsl_cellnoise__##l##_pf(rsl_point p, float t) { AS(c4(p, t, s)) }
RSL_NOISE_DEFS(float, f, RSL_AS_FLOAT)
RSL_NOISE_DEFS(rsl_color, c, RSL_AS_TRIPLE)
RSL_NOISE_DEFS(rsl_point, p, RSL_AS_TRIPLE)
RSL_NOISE_DEFS(rsl_vector, v, RSL_AS_TRIPLE)

float rsl_noise__f_v(rsl_vector v) { return rsl_noise__f_p(v); }
rsl_color rsl_noise__c_v(rsl_vector v) { return rsl_noise__c_p(v); }
rsl_point rsl_noise__p_v(rsl_vector v) { return rsl_noise__p_p(v); }
rsl_vector rsl_noise__v_v(rsl_vector v) { return rsl_noise__v_p(v); }

static u32 random_state = 0x2545f491U;
static float next_random(void) {
    u32 x = random_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    random_state = x;
    return cell_value(x);
}
float rsl_random__f(void) { return next_random(); }
rsl_color rsl_random__c(void) {
    float r = next_random(), g = next_random();
    return rsl_f3(r, g, next_random());
}
rsl_point rsl_random__p(void) {
    float x = next_random(), y = next_random();
    return rsl_f3(x, y, next_random());
}
