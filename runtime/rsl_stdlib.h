/* The RSL standard library (RenderMan Interface 3.2, chapter 15) as C.
 *
 * This header is the single statement of every builtin's signature:
 * utils/gen_builtins reads it with libclang and writes the frontend's table
 * (rsl_builtins[], see rsl_abi.h), and the C files of runtime/ implement it; the same C is
 * compiled to bitcode for each target and natively for the unit tests.
 *
 * Conventions the generator relies on (one C function per RSL signature):
 * - Names: `rsl_<rslname>` or `rsl_<rslname>__<suffix>` for overloads.  The
 *   suffix is only there to make C names unique; by habit it is the result's
 *   letter, `_`, then the parameters' letters (f float, s string, p point,
 *   v vector, n normal, c color, m matrix), e.g. rsl_noise__c_p.
 * - Types map to RSL types BY TYPEDEF NAME: float, rsl_string, rsl_point,
 *   rsl_vector, rsl_normal, rsl_color; `const rsl_matrix *` is a matrix input.
 *   (rsl_point and rsl_color are the same C type; libclang sees the typedef.)
 * - A first parameter `rsl_globals *g` means the builtin reads or writes the
 *   shading globals (RSL_BUILTIN_GLOBALS); it is not an RSL argument.
 * - A matrix result is returned through the next parameter `rsl_matrix *out`
 *   (RSL_BUILTIN_MATRIX_OUT, C result void); not an RSL argument either.
 * - An RSL output argument is a non-const pointer: `float *`, `rsl_color *`,
 *   `rsl_vector *`, ..., `rsl_matrix *` (RSL_PARAM_OUT).
 * - Functions named `rsl_op_<op>` are operators the frontend calls for
 *   matrix arithmetic; their table name is the operator's spelling ("*", "/",
 *   "==", "!=") so no RSL identifier can reach them.
 * - Declarations here are only builtins; helpers live in rsl_internal.h.
 *
 * Semantics worth knowing (details at each definition):
 * - Angles are radians.  mod(a, b) is floored: a - b*floor(a/b).
 * - noise/pnoise are Perlin gradient noise mapped to [0,1] (mean 0.5, 0.5 at
 *   lattice points); cellnoise is constant on unit cells, in [0,1); random()
 *   is a deterministic sequence from one internal 32-bit state (see noise.c).
 * - spline is not in this table: it takes any number of knots, or an array,
 *   so sema (sema_spline.c) resolves it and calls rsl_spline_f/rsl_spline_3
 *   of rsl_abi.h.
 * - Lighting builtins (ambient, diffuse, specular, phong) are written on the
 *   environment calls of rsl_abi.h with RI 3.2's illuminance semantics.
 * - texture, environment, shadow, textureinfo and filterstep take option
 *   lists, so sema resolves them (sema_env_calls.c) and calls the
 *   environment calls and rsl_filterstep_f of rsl_abi.h. */
#ifndef RSL_STDLIB_H
#define RSL_STDLIB_H

#include "rsl_abi.h"

/* ---- Math (RI 3.2 section 15.1) ------------------------------------------ */
float rsl_abs(float x);
float rsl_sign(float x);
float rsl_floor(float x);
float rsl_ceil(float x);
float rsl_round(float x);
float rsl_mod(float a, float b);
float rsl_sqrt(float x);
float rsl_inversesqrt(float x);
float rsl_pow(float x, float y);
float rsl_exp(float x);
float rsl_log(float x);
float rsl_log__f_ff(float x, float base);
float rsl_sin(float a);
float rsl_cos(float a);
float rsl_tan(float a);
float rsl_asin(float a);
float rsl_acos(float a);
float rsl_atan(float yoverx);
float rsl_atan__f_ff(float y, float x);
float rsl_radians(float degrees);
float rsl_degrees(float radians);
float rsl_step(float edge, float x);
float rsl_smoothstep(float e0, float e1, float x);
float rsl_filterstep(float edge, float x);
float rsl_min(float a, float b);
float rsl_max(float a, float b);
float rsl_clamp(float x, float lo, float hi);
float rsl_mix(float a, float b, float t);

/* min, max, clamp and mix on each triple type (same meaning per component;
 * mix also with a per-component triple t). */
#define RSL_TRIPLE_MATH_DECLS(T, l)                                      \
    T rsl_min__##l##_##l##l(T a, T b);                                   \
    T rsl_max__##l##_##l##l(T a, T b);                                   \
    T rsl_clamp__##l##_##l##l##l(T x, T lo, T hi);                       \
    T rsl_mix__##l##_##l##l##f(T a, T b, float t);                       \
    T rsl_mix__##l##_##l##l##l(T a, T b, T t);
RSL_TRIPLE_MATH_DECLS(rsl_point, p)
RSL_TRIPLE_MATH_DECLS(rsl_vector, v)
RSL_TRIPLE_MATH_DECLS(rsl_normal, n)
RSL_TRIPLE_MATH_DECLS(rsl_color, c)

/* ---- Geometry (15.2) ---------------------------------------------------- */
#define RSL_POINTLIKE_COMP_DECLS(T, l)                   \
    float rsl_xcomp__f_##l(T p);                         \
    float rsl_ycomp__f_##l(T p);                         \
    float rsl_zcomp__f_##l(T p);                         \
    void rsl_setxcomp__v_##l##f(T *p, float x);          \
    void rsl_setycomp__v_##l##f(T *p, float y);          \
    void rsl_setzcomp__v_##l##f(T *p, float z);          \
    float rsl_comp__f_##l##f(T p, float index);          \
    void rsl_setcomp__v_##l##ff(T *p, float index, float value);
RSL_POINTLIKE_COMP_DECLS(rsl_point, p)
RSL_POINTLIKE_COMP_DECLS(rsl_vector, v)
RSL_POINTLIKE_COMP_DECLS(rsl_normal, n)

float rsl_length__f_v(rsl_vector v);
float rsl_length__f_n(rsl_normal v);
float rsl_length__f_p(rsl_point v); /* RSL code often measures points */
rsl_vector rsl_normalize__v_v(rsl_vector v);
rsl_normal rsl_normalize__n_n(rsl_normal v);
rsl_vector rsl_normalize__v_p(rsl_point v);
float rsl_distance(rsl_point a, rsl_point b);
float rsl_ptlined(rsl_point p0, rsl_point p1, rsl_point q);
/* faceforward(N, I[, Nref]): N flipped to face against I (uses Ng when
 * Nref is omitted, as RI 3.2 defines it). */
rsl_vector rsl_faceforward__v_nv(rsl_globals *g, rsl_normal N, rsl_vector I);
rsl_vector rsl_faceforward__v_nvn(rsl_normal N, rsl_vector I, rsl_normal Nref);
rsl_vector rsl_faceforward__v_vv(rsl_globals *g, rsl_vector N, rsl_vector I);
rsl_vector rsl_faceforward__v_vvv(rsl_vector N, rsl_vector I, rsl_vector Nref);
rsl_vector rsl_reflect(rsl_vector I, rsl_vector N);
rsl_vector rsl_refract(rsl_vector I, rsl_vector N, float eta);
void rsl_fresnel(rsl_vector I, rsl_vector N, float eta, float *Kr, float *Kt);
void rsl_fresnel__v_vvfffvv(rsl_vector I, rsl_vector N, float eta, float *Kr, float *Kt,
                            rsl_vector *R, rsl_vector *T);
/* rotate(Q, angle, P1, P2): Q rotated by angle about the axis P1->P2. */
rsl_point rsl_rotate__p_pfpp(rsl_point Q, float angle, rsl_point P1, rsl_point P2);
rsl_vector rsl_rotate__v_vfpp(rsl_vector Q, float angle, rsl_point P1, rsl_point P2);
rsl_normal rsl_rotate__n_nfpp(rsl_normal Q, float angle, rsl_point P1, rsl_point P2);

/* transform: points by the full matrix, vtransform: directions (no
 * translation), ntransform: normals (inverse transpose).  Space names are
 * resolved by rsl_env_space_matrix (a space's matrix takes it to "current"). */
rsl_point rsl_transform__p_sp(rsl_globals *g, rsl_string tospace, rsl_point p);
rsl_point rsl_transform__p_ssp(rsl_globals *g, rsl_string fromspace, rsl_string tospace,
                               rsl_point p);
rsl_point rsl_transform__p_mp(const rsl_matrix *m, rsl_point p);
rsl_point rsl_transform__p_smp(rsl_globals *g, rsl_string fromspace, const rsl_matrix *m,
                               rsl_point p);
rsl_vector rsl_vtransform__v_sv(rsl_globals *g, rsl_string tospace, rsl_vector v);
rsl_vector rsl_vtransform__v_ssv(rsl_globals *g, rsl_string fromspace, rsl_string tospace,
                                 rsl_vector v);
rsl_vector rsl_vtransform__v_mv(const rsl_matrix *m, rsl_vector v);
rsl_vector rsl_vtransform__v_smv(rsl_globals *g, rsl_string fromspace, const rsl_matrix *m,
                                 rsl_vector v);
rsl_normal rsl_ntransform__n_sn(rsl_globals *g, rsl_string tospace, rsl_normal n);
rsl_normal rsl_ntransform__n_ssn(rsl_globals *g, rsl_string fromspace, rsl_string tospace,
                                 rsl_normal n);
rsl_normal rsl_ntransform__n_mn(const rsl_matrix *m, rsl_normal n);
rsl_normal rsl_ntransform__n_smn(rsl_globals *g, rsl_string fromspace, const rsl_matrix *m,
                                 rsl_normal n);
/* mtransform (PRMan): a matrix m taking points into "current" (fromspace)
 * made to take them into tospace, m * (current -> tospace), so that
 * transform(mtransform(to, m), p) = transform(to, transform(m, p)). */
void rsl_mtransform__m_sm(rsl_globals *g, rsl_matrix *out, rsl_string tospace, const rsl_matrix *m);
void rsl_mtransform__m_ssm(rsl_globals *g, rsl_matrix *out, rsl_string fromspace, rsl_string tospace,
                           const rsl_matrix *m);
/* depth(P): camera-space z of P mapped from [near, far] of
 * rsl_env_clipping to [0, 1]. */
float rsl_depth(rsl_globals *g, rsl_point P);
/* Derivatives along the surface parameters (runtime/derivatives.c, by the
 * differentiation pass): Du(x), Dv(x); Deriv(num, den) = Du(num)/Du(den) +
 * Dv(num)/Dv(den), a term whose denominator is 0 left out;
 * calculatenormal(P) = Du(P) ^ Dv(P) (N when that is 0); area(P) =
 * |Du(P) du ^ Dv(P) dv|. */
float rsl_Du__f_f(float x);
float rsl_Dv__f_f(float x);
rsl_vector rsl_Du__v_p(rsl_point x);
rsl_vector rsl_Dv__v_p(rsl_point x);
rsl_vector rsl_Du__v_v(rsl_vector x);
rsl_vector rsl_Dv__v_v(rsl_vector x);
rsl_vector rsl_Du__v_n(rsl_normal x);
rsl_vector rsl_Dv__v_n(rsl_normal x);
rsl_color rsl_Du__c_c(rsl_color x);
rsl_color rsl_Dv__c_c(rsl_color x);
float rsl_Deriv__f_ff(float num, float den);
rsl_vector rsl_Deriv__v_pf(rsl_point num, float den);
rsl_vector rsl_Deriv__v_vf(rsl_vector num, float den);
rsl_vector rsl_Deriv__v_nf(rsl_normal num, float den);
rsl_color rsl_Deriv__c_cf(rsl_color num, float den);
rsl_normal rsl_calculatenormal(rsl_globals *g, rsl_point P);
float rsl_area(rsl_globals *g, rsl_point P);

/* ---- Color (15.3) ------------------------------------------------------- */
float rsl_comp__f_cf(rsl_color c, float index);
void rsl_setcomp__v_cff(rsl_color *c, float index, float value);
/* ctransform: color spaces "rgb" "hsv" "hsl" "XYZ" (or "xyz") "xyY" "YIQ" (unknown
 * names leave the color unchanged). */
rsl_color rsl_ctransform__c_sc(rsl_string tospace, rsl_color c);
rsl_color rsl_ctransform__c_ssc(rsl_string fromspace, rsl_string tospace,
                                rsl_color c);
float rsl_luminance(rsl_color c);

/* ---- Noise (15.4) ------------------------------------------------------- */
#define RSL_NOISE_DECLS(T, l)                                                              \
    T rsl_noise__##l##_f(float x);                                                        \
    T rsl_noise__##l##_ff(float x, float y);                                              \
    T rsl_noise__##l##_p(rsl_point p);                                                    \
    T rsl_noise__##l##_pf(rsl_point p, float t);                                          \
    T rsl_pnoise__##l##_ff(float x, float period);                                        \
    T rsl_pnoise__##l##_ffff(float x, float y, float xperiod, float yperiod);             \
    T rsl_pnoise__##l##_pp(rsl_point p, rsl_point period);                                \
    T rsl_pnoise__##l##_pfpf(rsl_point p, float t, rsl_point pperiod, float tperiod);     \
    T rsl_cellnoise__##l##_f(float x);                                                    \
    T rsl_cellnoise__##l##_ff(float x, float y);                                          \
    T rsl_cellnoise__##l##_p(rsl_point p);                                                \
    T rsl_cellnoise__##l##_pf(rsl_point p, float t);
RSL_NOISE_DECLS(float, f)
RSL_NOISE_DECLS(rsl_color, c)
RSL_NOISE_DECLS(rsl_point, p)
RSL_NOISE_DECLS(rsl_vector, v)
/* noise(vector) exists too: vectors are points for noise's domain. */
float rsl_noise__f_v(rsl_vector v);
rsl_color rsl_noise__c_v(rsl_vector v);
rsl_point rsl_noise__p_v(rsl_vector v);
rsl_vector rsl_noise__v_v(rsl_vector v);
float rsl_random__f(void);
rsl_color rsl_random__c(void);
rsl_point rsl_random__p(void);

/* ---- Lighting and shading (15.5) ---------------------------------------- */
rsl_color rsl_ambient(rsl_globals *g);
rsl_color rsl_diffuse(rsl_globals *g, rsl_normal N);
rsl_color rsl_specular(rsl_globals *g, rsl_normal N, rsl_vector V, float roughness);
rsl_color rsl_specularbrdf(rsl_vector L, rsl_normal N, rsl_vector V, float roughness);
rsl_color rsl_phong(rsl_globals *g, rsl_normal N, rsl_vector V, float size);
rsl_color rsl_trace(rsl_globals *g, rsl_point P, rsl_vector R);

/* bump (RI 3.0): the change of the normal N that the bump map `name` makes
 * on a surface with tangents dPdu, dPdv (`N += bump(name, N, dPdu, dPdv)`);
 * no target reads maps yet: reported, no change. */
rsl_vector rsl_bump(rsl_globals *g, rsl_string name, rsl_normal N, rsl_vector dPdu, rsl_vector dPdv);

/* ---- Matrix (15.7) and the matrix operators ----------------------------- */
float rsl_determinant(const rsl_matrix *m);
void rsl_inverse(rsl_matrix *out, const rsl_matrix *m);
void rsl_translate(rsl_matrix *out, const rsl_matrix *m, rsl_vector t);
void rsl_rotate__m_mfv(rsl_matrix *out, const rsl_matrix *m, float angle, rsl_vector axis);
void rsl_scale(rsl_matrix *out, const rsl_matrix *m, rsl_point s);
float rsl_comp__f_mff(const rsl_matrix *m, float row, float col);
void rsl_setcomp__v_mfff(rsl_matrix *m, float row, float col, float value);
void rsl_op_mul__m_mm(rsl_matrix *out, const rsl_matrix *a, const rsl_matrix *b);
void rsl_op_div__m_mm(rsl_matrix *out, const rsl_matrix *a, const rsl_matrix *b);
float rsl_op_eq__f_mm(const rsl_matrix *a, const rsl_matrix *b);
float rsl_op_ne__f_mm(const rsl_matrix *a, const rsl_matrix *b);

#endif /* RSL_STDLIB_H */
