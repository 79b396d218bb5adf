/* Holding GPU results against the host's: floats within a tolerance, and the
 * shading globals flattened into the floats a shader can write. */
#include <math.h>
#include <stdio.h>

#include "rslgpu.h"

bool rsl_gpu_close_enough(float a, float b, float tolerance)
{
    if (isnan(a) || isnan(b))
        return isnan(a) && isnan(b);
    if (isinf(a) || isinf(b))
        return a == b;
    return fabs((double)a - (double)b) <= (double)tolerance * fmax(1.0, fabs((double)b));
}

bool rsl_gpu_compare(const float *got, const float *want, size_t n, float tolerance, rsl_gpu_mismatch *m)
{
    *m = (rsl_gpu_mismatch){0};
    for (size_t i = 0; i < n; i++) {
        if (rsl_gpu_close_enough(got[i], want[i], tolerance))
            continue;
        double e = isfinite(got[i]) && isfinite(want[i])
                       ? fabs((double)got[i] - (double)want[i]) / fmax(1.0, fabs((double)want[i]))
                       : INFINITY;
        if (m->count++ == 0 || e > m->worst_error) {
            m->worst = i;
            m->worst_error = e;
        }
    }
    return m->count == 0;
}

/* Triples first, in rsl_abi.h's order, then the floats. */
static const char *const triples[17] = {"P",  "N",  "Ng", "I",  "E",    "Cs",   "Os", "Ci",     "Oi",
                                        "L",  "Cl", "Ol", "Ps", "dPdu", "dPdv", "Ns", "dPdtime"};
static const char *const scalars[10] = {"s", "t", "u", "v", "du", "dv", "ncomps", "time", "alpha", "dtime"};

void rsl_gpu_globals_floats(const rsl_globals *g, float out[RSL_GPU_GLOBAL_FLOATS])
{
    const rsl_float3 t[17] = {g->P,  g->N,  g->Ng, g->I,  g->E,    g->Cs,   g->Os, g->Ci,     g->Oi,
                              g->L,  g->Cl, g->Ol, g->Ps, g->dPdu, g->dPdv, g->Ns, g->dPdtime};
    for (int i = 0; i < 17; i++) {
        out[3 * i] = t[i][0];
        out[3 * i + 1] = t[i][1];
        out[3 * i + 2] = t[i][2];
    }
    const float s[10] = {g->s, g->t, g->u, g->v, g->du, g->dv, g->ncomps, g->time, g->alpha, g->dtime};
    for (int i = 0; i < 10; i++)
        out[51 + i] = s[i];
}

const char *rsl_gpu_global_float_name(int index)
{
    static _Thread_local char name[16];
    if (index < 0 || index >= RSL_GPU_GLOBAL_FLOATS)
        return "?";
    if (index >= 51)
        return scalars[index - 51];
    snprintf(name, sizeof name, "%s.%c", triples[index / 3], "xyz"[index % 3]);
    return name;
}
