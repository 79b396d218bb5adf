/* RSL geometric builtins (RI 3.2 section 15.2). */
#include "rsl_internal.h"

#define RSL_POINTLIKE_COMP_DEFS(T, l)                                  \
    float rsl_xcomp__f_##l(T p) { return p.x; }                        \
    float rsl_ycomp__f_##l(T p) { return p.y; }                        \
    float rsl_zcomp__f_##l(T p) { return p.z; }                        \
    void rsl_setxcomp__v_##l##f(T *p, float x) { p->x = x; }           \
    void rsl_setycomp__v_##l##f(T *p, float y) { p->y = y; }           \
    void rsl_setzcomp__v_##l##f(T *p, float z) { p->z = z; }           \
    float rsl_comp__f_##l##f(T p, float i) { return rsl_comp__f_cf(p, i); } \
    void rsl_setcomp__v_##l##ff(T *p, float i, float v) { rsl_setcomp__v_cff(p, i, v); }
RSL_POINTLIKE_COMP_DEFS(rsl_point, p)
RSL_POINTLIKE_COMP_DEFS(rsl_vector, v)
RSL_POINTLIKE_COMP_DEFS(rsl_normal, n)

float rsl_length__f_v(rsl_vector v) { return rsl_len3(v); }
float rsl_length__f_n(rsl_normal v) { return rsl_len3(v); }
float rsl_length__f_p(rsl_point v) { return rsl_len3(v); }
rsl_vector rsl_normalize__v_v(rsl_vector v) { return rsl_norm3(v); }
rsl_normal rsl_normalize__n_n(rsl_normal v) { return rsl_norm3(v); }
rsl_vector rsl_normalize__v_p(rsl_point v) { return rsl_norm3(v); }
float rsl_distance(rsl_point a, rsl_point b) { return rsl_len3(a - b); }

/* Distance from q to the segment p0-p1 (to the nearer end beyond it). */
float rsl_ptlined(rsl_point p0, rsl_point p1, rsl_point q) {
    rsl_vector d = p1 - p0;
    float dd = rsl_dot3(d, d);
    float t = dd > 0.0f ? rsl_fclamp(rsl_dot3(q - p0, d) / dd, 0.0f, 1.0f) : 0.0f;
    return rsl_len3(q - (p0 + d * t));
}

/* RI 3.2: faceforward(N, I, Nref) = sign(-I.Nref) * N. */
static rsl_vector face_forward(rsl_vector N, rsl_vector I, rsl_vector Nref) {
    return rsl_dot3(I, Nref) > 0.0f ? -N : N;
}
rsl_vector rsl_faceforward__v_nv(rsl_globals *g, rsl_normal N, rsl_vector I) {
    return face_forward(N, I, g->Ng);
}
rsl_vector rsl_faceforward__v_nvn(rsl_normal N, rsl_vector I, rsl_normal Nref) {
    return face_forward(N, I, Nref);
}
rsl_vector rsl_faceforward__v_vv(rsl_globals *g, rsl_vector N, rsl_vector I) {
    return face_forward(N, I, g->Ng);
}
rsl_vector rsl_faceforward__v_vvv(rsl_vector N, rsl_vector I, rsl_vector Nref) {
    return face_forward(N, I, Nref);
}

/* RI 3.2: I - 2 (I.N) N, N expected to be unit length. */
rsl_vector rsl_reflect(rsl_vector I, rsl_vector N) { return I - N * (2.0f * rsl_dot3(I, N)); }

/* RI 3.2 (eta = ratio of indices, inside over outside for a ray entering);
 * zero on total internal reflection. */
rsl_vector rsl_refract(rsl_vector I, rsl_vector N, float eta) {
    float IdotN = rsl_dot3(I, N);
    float k = 1.0f - eta * eta * (1.0f - IdotN * IdotN);
    if (k < 0.0f)
        return rsl_f3s(0.0f);
    return I * eta - N * (eta * IdotN + __builtin_sqrtf(k));
}

/* Unpolarized dielectric Fresnel terms (mean of the s and p reflectances);
 * Kt = 1 - Kr, Kr = 1 on total internal reflection. */
void rsl_fresnel(rsl_vector I, rsl_vector N, float eta, float *Kr, float *Kt) {
    float c = -rsl_dot3(rsl_norm3(I), rsl_norm3(N));
    if (c < 0.0f)
        c = -c;
    float sin2t = eta * eta * (1.0f - c * c);
    if (sin2t >= 1.0f) {
        *Kr = 1.0f;
        *Kt = 0.0f;
        return;
    }
    float cost = __builtin_sqrtf(1.0f - sin2t);
    float rs = (eta * c - cost) / (eta * c + cost);
    float rp = (c - eta * cost) / (c + eta * cost);
    float r = 0.5f * (rs * rs + rp * rp);
    *Kr = r;
    *Kt = 1.0f - r;
}
void rsl_fresnel__v_vvfffvv(rsl_vector I, rsl_vector N, float eta, float *Kr, float *Kt,
                            rsl_vector *R, rsl_vector *T) {
    rsl_fresnel(I, N, eta, Kr, Kt);
    rsl_vector In = rsl_norm3(I), Nn = rsl_norm3(N);
    *R = rsl_reflect(In, Nn);
    *T = rsl_norm3(rsl_refract(In, Nn, eta));
}

/* Rotation by angle about the unit axis k, right-handed on the coordinates
 * (a quarter turn about +z takes +x to +y), Rodrigues' formula. */
static rsl_float3 rotate_about(rsl_float3 v, float angle, rsl_float3 k) {
    float c = __builtin_cosf(angle), s = __builtin_sinf(angle);
    return v * c + rsl_cross3(k, v) * s + k * (rsl_dot3(k, v) * (1.0f - c));
}
rsl_point rsl_rotate__p_pfpp(rsl_point Q, float angle, rsl_point P1, rsl_point P2) {
    return P1 + rotate_about(Q - P1, angle, rsl_norm3(P2 - P1));
}
rsl_vector rsl_rotate__v_vfpp(rsl_vector Q, float angle, rsl_point P1, rsl_point P2) {
    return rotate_about(Q, angle, rsl_norm3(P2 - P1));
}
rsl_normal rsl_rotate__n_nfpp(rsl_normal Q, float angle, rsl_point P1, rsl_point P2) {
    return rotate_about(Q, angle, rsl_norm3(P2 - P1));
}

/* The matrix taking current space to `space` (inverse of the environment's). */
static int32_t current_to(rsl_globals *g, rsl_string space, rsl_matrix *out) {
    rsl_matrix m;
    int32_t known = rsl_env_space_matrix(g, space, &m);
    rsl_mat_inverse(out, &m);
    return known;
}
/* from -> current -> to as one matrix; the identity when either space is
 * unknown (the environment has reported it), so the value stays as it is. */
static void between(rsl_globals *g, rsl_string from, rsl_string to, rsl_matrix *out) {
    rsl_matrix a, b;
    int32_t known = rsl_env_space_matrix(g, from, &a);
    known &= current_to(g, to, &b);
    if (known)
        rsl_mat_mul(out, &a, &b);
    else
        rsl_mat_identity(out);
}
static void from_then(rsl_globals *g, rsl_string from, const rsl_matrix *m, rsl_matrix *out) {
    rsl_matrix a;
    if (rsl_env_space_matrix(g, from, &a))
        rsl_mat_mul(out, &a, m);
    else
        rsl_mat_identity(out);
}

rsl_point rsl_transform__p_sp(rsl_globals *g, rsl_string tospace, rsl_point p) {
    rsl_matrix m;
    current_to(g, tospace, &m);
    return rsl_mat_point(&m, p);
}
rsl_point rsl_transform__p_ssp(rsl_globals *g, rsl_string fromspace, rsl_string tospace,
                               rsl_point p) {
    rsl_matrix m;
    between(g, fromspace, tospace, &m);
    return rsl_mat_point(&m, p);
}
rsl_point rsl_transform__p_mp(const rsl_matrix *m, rsl_point p) { return rsl_mat_point(m, p); }
rsl_point rsl_transform__p_smp(rsl_globals *g, rsl_string fromspace, const rsl_matrix *m,
                               rsl_point p) {
    rsl_matrix t;
    from_then(g, fromspace, m, &t);
    return rsl_mat_point(&t, p);
}
rsl_vector rsl_vtransform__v_sv(rsl_globals *g, rsl_string tospace, rsl_vector v) {
    rsl_matrix m;
    current_to(g, tospace, &m);
    return rsl_mat_vector(&m, v);
}
rsl_vector rsl_vtransform__v_ssv(rsl_globals *g, rsl_string fromspace, rsl_string tospace,
                                 rsl_vector v) {
    rsl_matrix m;
    between(g, fromspace, tospace, &m);
    return rsl_mat_vector(&m, v);
}
rsl_vector rsl_vtransform__v_mv(const rsl_matrix *m, rsl_vector v) {
    return rsl_mat_vector(m, v);
}
rsl_vector rsl_vtransform__v_smv(rsl_globals *g, rsl_string fromspace, const rsl_matrix *m,
                                 rsl_vector v) {
    rsl_matrix t;
    from_then(g, fromspace, m, &t);
    return rsl_mat_vector(&t, v);
}
rsl_normal rsl_ntransform__n_sn(rsl_globals *g, rsl_string tospace, rsl_normal n) {
    rsl_matrix m;
    current_to(g, tospace, &m);
    return rsl_mat_normal(&m, n);
}
rsl_normal rsl_ntransform__n_ssn(rsl_globals *g, rsl_string fromspace, rsl_string tospace,
                                 rsl_normal n) {
    rsl_matrix m;
    between(g, fromspace, tospace, &m);
    return rsl_mat_normal(&m, n);
}
rsl_normal rsl_ntransform__n_mn(const rsl_matrix *m, rsl_normal n) {
    return rsl_mat_normal(m, n);
}
rsl_normal rsl_ntransform__n_smn(rsl_globals *g, rsl_string fromspace, const rsl_matrix *m,
                                 rsl_normal n) {
    rsl_matrix t;
    from_then(g, fromspace, m, &t);
    return rsl_mat_normal(&t, n);
}

void rsl_mtransform__m_sm(rsl_globals *g, rsl_matrix *out, rsl_string tospace, const rsl_matrix *m) {
    rsl_matrix t;
    current_to(g, tospace, &t);
    rsl_mat_mul(out, m, &t);
}
void rsl_mtransform__m_ssm(rsl_globals *g, rsl_matrix *out, rsl_string fromspace, rsl_string tospace,
                           const rsl_matrix *m) {
    rsl_matrix t;
    between(g, fromspace, tospace, &t);
    rsl_mat_mul(out, m, &t);
}

float rsl_depth(rsl_globals *g, rsl_point P) {
    float near_z, far_z;
    rsl_env_clipping(g, &near_z, &far_z);
    float z = rsl_transform__p_sp(g, RSL_STR_CAMERA, P).z;
    return far_z > near_z ? (z - near_z) / (far_z - near_z) : z;
}
