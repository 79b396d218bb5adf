/* Private to the tessellators (tess_*.c): the parametric grid they share
 * and their input checks. */
#ifndef RSL_TESS_INTERNAL_H
#define RSL_TESS_INTERNAL_H

#include "scene_internal.h"

/* The exact surface and its first derivatives at one (u, v). */
typedef struct tess_sample {
    double P[3], dPdu[3], dPdv[3];
} tess_sample;

/* A parametric surface cut into nuspans x nvspans spans (patches, knot
 * intervals, or one span for a quadric) at the increasing breakpoints
 * ubreak[0..nuspans] and vbreak[0..nvspans]; (u, v) over the whole surface
 * runs from ubreak[0] to ubreak[nuspans] and likewise in v.  eval gives the
 * sample at (u, v) inside span (su, sv) (a point on a span boundary may be
 * evaluated from either side) and, when vars is not NULL, the nvars floats
 * of the primitive variables there. */
typedef struct tess_surface {
    const char *name; /* the RI request, for messages */
    const void *ctx;
    void (*eval)(const void *ctx, int su, int sv, double u, double v, tess_sample *out, float *vars);
    int nuspans, nvspans;
    const double *ubreak, *vbreak;
    int min_usteps, min_vsteps; /* per span: enough to keep a closed surface open */
    int samples;                /* per span and direction for the bounds; 0: the default */
    size_t nvars;
} tess_surface;

/* Tessellates the surface into a grid of triangles within `tolerance`: each
 * span is cut into equal steps, as many as its sampled second derivatives
 * need.  The common back end of scene_tess_quadric/patch_mesh/nupatch. */
bool tess_grid(const tess_surface *s, float tolerance, scene_mesh *out, float **vars, char **err);

/* The control points weighting one direction of a tensor-product patch at
 * one parameter: point indices (periodic wrap applied), weights and their
 * derivatives along the global parameter. */
#define TESS_MAX_ORDER 16
typedef struct tess_weights {
    int n;
    int index[TESS_MAX_ORDER];
    double w[TESS_MAX_ORDER], dw[TESS_MAX_ORDER];
} tess_weights;

/* A tensor-product patch over a grid of control points (nu per row, u
 * fastest; pdim 3 for x y z, 4 for homogeneous x y z w, 1 for z alone with
 * x = y = 0): the sample from the weights of each direction, rational where
 * pdim is 4; and k floats of "vertex" values per point, blended with the
 * same (non-rational) weights. */
void tess_blend_point(const float *P, int pdim, int nu, const tess_weights *wu, const tess_weights *wv,
                      tess_sample *out);
void tess_blend_values(const float *values, size_t k, int nu, const tess_weights *wu, const tess_weights *wv,
                       float *out);
/* One direction of a piecewise cubic (basis not NULL) or linear patch mesh
 * or curve: n points, nsegments segments, each `step` points after the
 * last, wrapping around when periodic; (u or v) runs from 0 to 1 over all
 * segments. */
typedef struct tess_cubic_dir {
    int npoints, nsegments, order, step;
    bool periodic;
    const scene_basis *basis;
} tess_cubic_dir;

/* Sets up *d; false with *err ("NAME: WHAT = n does not fit ...") when n
 * does not fit the basis's step. */
bool tess_cubic_setup(const char *name, const char *what, int n, bool periodic, const scene_basis *basis,
                      tess_cubic_dir *d, char **err);
/* The weights of segment `segment` at the global parameter t. */
void tess_cubic_weights(const tess_cubic_dir *d, int segment, double t, tess_weights *w);
/* n + 1 equally spaced breakpoints from 0 to 1 (malloc'd). */
double *tess_uniform_breaks(int n);

/* Checks npoints control points of pdim (3, 4, or 1 where height_field)
 * floats: finite, weights positive. */
bool tess_check_points(const char *name, const float *P, size_t npoints, int pdim, bool height_field, char **err);

/* Checks that a tolerance is positive and finite. */
bool tess_check_tolerance(const char *name, float tolerance, char **err);
/* Checks pv's counts against the primitive's (NULL pv: nothing to check)
 * and that every value is finite; *nvars is the floats per output vertex. */
bool tess_check_primvars(const char *name, const scene_primvars *pv, size_t vertex_count, size_t varying_count,
                         size_t *nvars, char **err);
/* True when every P, N, dPdu and dPdv (where present) of m is finite in
 * float: huge but finite input can overflow single precision. */
bool tess_mesh_finite(const scene_mesh *m);
/* True when all n floats are finite. */
bool tess_all_finite(const float *x, size_t n);

/* out[0..k) = the bilinear blend of four k-float values at the corners
 * (0,0), (1,0), (0,1), (1,1) of the unit square, at (fu, fv). */
void tess_bilinear(const float *c00, const float *c10, const float *c01, const float *c11, size_t k, double fu,
                   double fv, float *out);

#endif
