/* Derivatives along the surface parameters u and v (RI 3.2 section 15.1:
 * Du, Dv, Deriv, calculatenormal, area; filterstep's filter width).  Each
 * is written with the markers rsl_deriv_du_* and rsl_deriv_dv_* of
 * rsl_abi.h, which the differentiation pass (passes/differentiate.c)
 * replaces by the derivatives of their arguments once this code is inlined
 * into a shader. */
#include "rsl_internal.h"

#define RSL_DU_DV(T, l, marker)                                      \
    T rsl_Du__##l(T x) { return rsl_deriv_du_##marker(x); }          \
    T rsl_Dv__##l(T x) { return rsl_deriv_dv_##marker(x); }
RSL_DU_DV(float, f_f, f)
RSL_DU_DV(rsl_vector, v_p, v)
RSL_DU_DV(rsl_vector, v_v, v)
RSL_DU_DV(rsl_vector, v_n, v)
RSL_DU_DV(rsl_color, c_c, v)
#undef RSL_DU_DV

/* n / d, 0 when d is (Deriv leaves out the direction den does not change in). */
static rsl_float3 ratio(rsl_float3 n, float d) { return d != 0.0f ? n / d : rsl_f3s(0.0f); }

static rsl_float3 deriv3(rsl_float3 num, float den) {
    return ratio(rsl_deriv_du_v(num), rsl_deriv_du_f(den)) + ratio(rsl_deriv_dv_v(num), rsl_deriv_dv_f(den));
}

float rsl_Deriv__f_ff(float num, float den) { return deriv3(rsl_f3s(num), den).x; }
rsl_vector rsl_Deriv__v_pf(rsl_point num, float den) { return deriv3(num, den); }
rsl_vector rsl_Deriv__v_vf(rsl_vector num, float den) { return deriv3(num, den); }
rsl_vector rsl_Deriv__v_nf(rsl_normal num, float den) { return deriv3(num, den); }
rsl_color rsl_Deriv__c_cf(rsl_color num, float den) { return deriv3(num, den); }

rsl_normal rsl_calculatenormal(rsl_globals *g, rsl_point P) {
    rsl_normal n = rsl_cross3(rsl_deriv_du_v(P), rsl_deriv_dv_v(P));
    return rsl_dot3(n, n) > 0.0f ? n : g->N;
}

float rsl_area(rsl_globals *g, rsl_point P) {
    return rsl_len3(rsl_cross3(rsl_deriv_du_v(P) * g->du, rsl_deriv_dv_v(P) * g->dv));
}

float rsl_filterwidth_f(const rsl_globals *g, float x) {
    return __builtin_fabsf(rsl_deriv_du_f(x) * g->du) + __builtin_fabsf(rsl_deriv_dv_f(x) * g->dv);
}

void rsl_lookup_footprint(const rsl_globals *g, rsl_float3 p, rsl_float3 *at) {
    rsl_float3 half_u = rsl_deriv_du_v(p) * (0.5f * g->du), half_v = rsl_deriv_dv_v(p) * (0.5f * g->dv);
    at[0] = p - half_u - half_v;
    at[1] = p + half_u - half_v;
    at[2] = p - half_u + half_v;
    at[3] = p + half_u + half_v;
}
