/* RSL spline (RI 3.2 section 15.1): a cubic through knots selected by the
 * parameter, with the bases of RiBasis.  For n knots a basis with step s has
 * (n - 4) / s + 1 segments; x in [0,1] (clamped) spans them evenly and
 * segment i uses knots i*s .. i*s+3.  "linear" interpolates knots 1..n-2
 * (the end knots only pad, as for catmull-rom); "constant" (as in OSL and
 * PRMan) holds knot i+1 over segment i.  A basis name the frontend could not
 * check (a string computed at run time) that is unknown is catmull-rom. */
#include "rsl_internal.h"

/* Names with a prefix: these globals land in the shader's module, where a
 * shader called "constant" must keep its name. */
typedef struct basis {
    float m[16]; /* row-major: value = [t^3 t^2 t 1] M [k0 k1 k2 k3]^T */
    int step;
} basis;

static const basis rsl_basis_catmull_rom = {
    {-0.5f, 1.5f, -1.5f, 0.5f, 1.0f, -2.5f, 2.0f, -0.5f, -0.5f, 0.0f, 0.5f, 0.0f, 0.0f, 1.0f, 0.0f,
     0.0f},
    1};
static const basis rsl_basis_bspline = {{-1.0f / 6, 3.0f / 6, -3.0f / 6, 1.0f / 6, 3.0f / 6, -6.0f / 6, 3.0f / 6,
                                0.0f, -3.0f / 6, 0.0f, 3.0f / 6, 0.0f, 1.0f / 6, 4.0f / 6, 1.0f / 6, 0.0f},
                               1};
static const basis rsl_basis_bezier = {
    {-1.0f, 3.0f, -3.0f, 1.0f, 3.0f, -6.0f, 3.0f, 0.0f, -3.0f, 3.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f},
    3};
/* knots are p0, r0, p1, r1 */
static const basis rsl_basis_hermite = {
    {2.0f, 1.0f, -2.0f, 1.0f, -3.0f, -2.0f, 3.0f, -1.0f, 0.0f, 1.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f},
    2};
static const basis rsl_basis_linear = {
    {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, -1.0f, 1.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f}, 1};
/* RiPowerBasis: the knots are the polynomial's coefficients, t^3 first */
static const basis rsl_basis_power = {
    {1.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f}, 4};
static const basis rsl_basis_constant = {
    {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f}, 1};

static const basis *basis_named(rsl_string name) {
    switch (name) {
    case RSL_STR_BSPLINE:
    case RSL_STR_B_SPLINE: return &rsl_basis_bspline;
    case RSL_STR_BEZIER: return &rsl_basis_bezier;
    case RSL_STR_HERMITE: return &rsl_basis_hermite;
    case RSL_STR_LINEAR: return &rsl_basis_linear;
    case RSL_STR_POWER: return &rsl_basis_power;
    case RSL_STR_CONSTANT: return &rsl_basis_constant;
    default: return &rsl_basis_catmull_rom;
    }
}

/* The four weights of the segment x falls in, and that segment's first knot. */
static int weights(const basis *b, float x, int nknots, float w[4]) {
    int nseg = nknots < 4 ? 1 : (nknots - 4) / b->step + 1;
    float u = rsl_fclamp(x, 0.0f, 1.0f) * (float)nseg;
    int seg = (int)u;
    if (seg > nseg - 1)
        seg = nseg - 1;
    float t = u - (float)seg;
    float tt[4] = {t * t * t, t * t, t, 1.0f};
    for (int k = 0; k < 4; k++)
        w[k] = tt[0] * b->m[k] + tt[1] * b->m[4 + k] + tt[2] * b->m[8 + k] + tt[3] * b->m[12 + k];
    return seg * b->step;
}

/* Knot i of n: an array parameter's length is known only at run time, and
 * fewer than 4 knots (which sema rejects wherever it knows the count) read
 * the last in place of those past the end, never past the array. */
static int knot(int i, int n) { return i < n ? i : n - 1; }

float rsl_spline_f(rsl_string name, float x, const float *k, int32_t n) {
    if (n < 1)
        return 0.0f;
    float w[4];
    int first = weights(basis_named(name), x, n, w);
    return w[0] * k[knot(first, n)] + w[1] * k[knot(first + 1, n)] + w[2] * k[knot(first + 2, n)] +
           w[3] * k[knot(first + 3, n)];
}

rsl_float3 rsl_spline_3(rsl_string name, float x, const rsl_float3 *k, int32_t n) {
    if (n < 1)
        return (rsl_float3){0.0f, 0.0f, 0.0f};
    float w[4];
    int first = weights(basis_named(name), x, n, w);
    return k[knot(first, n)] * w[0] + k[knot(first + 1, n)] * w[1] + k[knot(first + 2, n)] * w[2] +
           k[knot(first + 3, n)] * w[3];
}
