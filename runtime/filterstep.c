/* filterstep (RI 3.2 section 15.1): the step function filtered over an
 * interval.  The fraction of the filter's weight at or past the edge is the
 * filter's cumulative distribution at (centre - edge) / width, each filter
 * normalised over its support as RI 3.2 appendix E defines it: box,
 * triangle, catmull-rom (the default) and gaussian, exp(-2 v^2) for v in
 * [-1, 1]. */
#include "rsl_internal.h"

/* Cumulative distributions over u in [-1/2, 1/2], the support scaled to 1. */
static float box_cdf(float u) { return rsl_fclamp(u + 0.5f, 0.0f, 1.0f); }

static float triangle_cdf(float u) {
    /* weight 2 - 4|u|: the integral from -1/2 is 2 (u + 1/2)^2 */
    float a = rsl_fclamp(0.5f - __builtin_fabsf(u), 0.0f, 0.5f);
    float tail = 2.0f * a * a;
    return u < 0.0f ? tail : 1.0f - tail;
}

static float catmull_rom_cdf(float u) {
    /* RI's weight at r = 4|u|: 3r^3 - 5r^2 + 2 below 1, -r^3 + 5r^2 - 8r + 4
     * up to 2; its integral from 0 to r is g(r), g(2) = 1. */
    float r = rsl_fmin(4.0f * __builtin_fabsf(u), 2.0f), g;
    if (r < 1.0f)
        g = r * (2.0f + r * r * (-5.0f / 3.0f + r * 0.75f));
    else
        g = 13.0f / 12.0f - 17.0f / 12.0f + r * (4.0f + r * (-4.0f + r * (5.0f / 3.0f - r * 0.25f)));
    return u < 0.0f ? 0.5f - 0.5f * g : 0.5f + 0.5f * g;
}

/* erf by Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7). */
static float erf_approx(float x) {
    float a = __builtin_fabsf(x), t = 1.0f / (1.0f + 0.3275911f * a);
    float p = t * (0.254829592f + t * (-0.284496736f + t * (1.421413741f + t * (-1.453152027f + t * 1.061405429f))));
    float y = 1.0f - p * __builtin_expf(-a * a);
    return x < 0.0f ? -y : y;
}

static float gaussian_cdf(float u) {
    /* v = 2u; exp(-2 v^2) is a normal of sigma 1/2 cut at |v| = 1 */
    const float sqrt2 = 1.41421356f;
    float v = rsl_fclamp(2.0f * u, -1.0f, 1.0f), whole = erf_approx(sqrt2);
    return (erf_approx(sqrt2 * v) + whole) / (2.0f * whole);
}

float rsl_filterstep_f(float edge, float s1, float s2, const rsl_texture_options *o) {
    float width = __builtin_fabsf(s2 - s1) * o->swidth;
    if (!(width > 0.0f))
        return s1 < edge ? 0.0f : 1.0f;
    float u = (0.5f * (s1 + s2) - edge) / width;
    switch (o->filter) {
    case RSL_STR_BOX: return box_cdf(u);
    case RSL_STR_TRIANGLE: return triangle_cdf(u);
    case RSL_STR_GAUSSIAN: return gaussian_cdf(u);
    default: return catmull_rom_cdf(u);
    }
}
