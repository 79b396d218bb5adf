/* RI 3.2's quadrics (Sphere, Cone, Cylinder, Hyperboloid, Paraboloid, Disk,
 * Torus) as exact parametric surfaces for tess_grid, with their checks. */
#include "tess_internal.h"

#include <math.h>
#include <stdlib.h>

/* The quadric in double, angles in radians, plus its primitive variables. */
typedef struct quadric_eval {
    scene_quadric_kind kind;
    double r, a, h, z0, dz, phi0, dphi, thetamax;
    double p1[3], dp[3];
    const scene_primvars *pv;
} quadric_eval;

static void set3(double *o, double x, double y, double z)
{
    o[0] = x;
    o[1] = y;
    o[2] = z;
}

/* A point at distance rho from the z axis, height z, at angle theta: its
 * derivative along u (theta = u * thetamax). */
static void around_z(const quadric_eval *q, double rho, double z, double ct, double st, tess_sample *o)
{
    set3(o->P, rho * ct, rho * st, z);
    set3(o->dPdu, -rho * st * q->thetamax, rho * ct * q->thetamax, 0);
}

static void quadric_at(const void *ctx, int su, int sv, double u, double v, tess_sample *o, float *vars)
{
    (void)su, (void)sv;
    const quadric_eval *q = ctx;
    double theta = u * q->thetamax, ct = cos(theta), st = sin(theta);
    switch (q->kind) {
    case SCENE_SPHERE: {
        double phi = q->phi0 + v * q->dphi, cp = cos(phi), sp = sin(phi);
        around_z(q, q->r * cp, q->r * sp, ct, st, o);
        set3(o->dPdv, -q->r * sp * ct * q->dphi, -q->r * sp * st * q->dphi, q->r * cp * q->dphi);
        break;
    }
    case SCENE_CONE:
        around_z(q, q->r * (1 - v), v * q->h, ct, st, o);
        set3(o->dPdv, -q->r * ct, -q->r * st, q->h);
        break;
    case SCENE_CYLINDER:
        around_z(q, q->r, q->z0 + v * q->dz, ct, st, o);
        set3(o->dPdv, 0, 0, q->dz);
        break;
    case SCENE_HYPERBOLOID: {
        const double *p = q->p1, *d = q->dp;
        double x = p[0] + v * d[0], y = p[1] + v * d[1], z = p[2] + v * d[2];
        set3(o->P, x * ct - y * st, x * st + y * ct, z);
        set3(o->dPdu, (-x * st - y * ct) * q->thetamax, (x * ct - y * st) * q->thetamax, 0);
        set3(o->dPdv, d[0] * ct - d[1] * st, d[0] * st + d[1] * ct, d[2]);
        break;
    }
    case SCENE_PARABOLOID: {
        /* z = zmax (rho / rmax)^2; at the apex drho/dv is infinite, and
         * dPdv there is the axis direction alone. */
        double z = q->z0 + v * q->dz, rho = q->r * sqrt(fmax(z, 0) / q->h);
        double drho = rho > 0 ? q->r * q->r * q->dz / (2 * q->h * rho) : 0;
        around_z(q, rho, z, ct, st, o);
        set3(o->dPdv, drho * ct, drho * st, q->dz);
        break;
    }
    case SCENE_DISK:
        around_z(q, q->r * (1 - v), q->h, ct, st, o);
        set3(o->dPdv, -q->r * ct, -q->r * st, 0);
        break;
    case SCENE_TORUS: {
        double phi = q->phi0 + v * q->dphi, cp = cos(phi), sp = sin(phi);
        around_z(q, q->r + q->a * cp, q->a * sp, ct, st, o);
        set3(o->dPdv, -q->a * sp * ct * q->dphi, -q->a * sp * st * q->dphi, q->a * cp * q->dphi);
        break;
    }
    }
    if (!vars || !q->pv)
        return;
    /* Both classes are bilinear over the four parametric corners. */
    const scene_primvars *pv = q->pv;
    const float *c = pv->vertex;
    size_t k = pv->vertex_k;
    if (k)
        tess_bilinear(c, c + k, c + 2 * k, c + 3 * k, k, u, v, vars);
    c = pv->varying;
    if (pv->varying_k)
        tess_bilinear(c, c + pv->varying_k, c + 2 * pv->varying_k, c + 3 * pv->varying_k, pv->varying_k, u, v,
                      vars + k);
}

static const char *const quadric_names[] = {"Sphere", "Cone", "Cylinder", "Hyperboloid", "Paraboloid", "Disk", "Torus"};

static double radians(float degrees) { return degrees * (SCENE_PI / 180.0); }

/* Fills e from q after checking it; false with *err set otherwise. */
static bool quadric_setup(const scene_quadric *q, float tolerance, quadric_eval *e, char **err)
{
    const char *name = quadric_names[q->kind];
    float all[] = {q->radius,   q->minor_radius, q->height,     q->zmin,     q->zmax,     q->phimin,
                   q->phimax,   q->thetamax,     q->point1.x,   q->point1.y, q->point1.z, q->point2.x,
                   q->point2.y, q->point2.z};
    if (!tess_all_finite(all, sizeof all / sizeof *all))
        return scene_fail(err, "%s: a parameter is not a finite number", name);
    if (q->thetamax == 0 || fabsf(q->thetamax) > 360)
        return scene_fail(err, "%s: thetamax must be nonzero and within [-360, 360] (got %g)", name,
                          (double)q->thetamax);
    bool has_radius = q->kind != SCENE_HYPERBOLOID;
    if (has_radius && (q->kind == SCENE_TORUS ? q->radius < 0 : !(q->radius > 0)))
        return scene_fail(err, "%s: the radius must be %s (got %g)", name,
                          q->kind == SCENE_TORUS ? "nonnegative" : "positive", (double)q->radius);
    *e = (quadric_eval){.kind = q->kind, .r = q->radius, .thetamax = radians(q->thetamax)};
    switch (q->kind) {
    case SCENE_SPHERE: {
        double z0 = fmax(-q->radius, fmin(q->radius, q->zmin)), z1 = fmax(-q->radius, fmin(q->radius, q->zmax));
        if (z0 == z1)
            return scene_fail(err, "Sphere: zmin and zmax (clamped to the radius) are equal");
        e->phi0 = asin(z0 / q->radius);
        e->dphi = asin(z1 / q->radius) - e->phi0;
        break;
    }
    case SCENE_CONE:
    case SCENE_DISK:
        if (q->kind == SCENE_CONE && q->height == 0)
            return scene_fail(err, "Cone: the height is 0");
        e->h = q->height;
        break;
    case SCENE_CYLINDER:
        if (q->zmin == q->zmax)
            return scene_fail(err, "Cylinder: zmin and zmax are equal");
        e->z0 = q->zmin;
        e->dz = (double)q->zmax - q->zmin;
        break;
    case SCENE_HYPERBOLOID: {
        double p1[3] = {q->point1.x, q->point1.y, q->point1.z}, p2[3] = {q->point2.x, q->point2.y, q->point2.z};
        if (p1[0] == p2[0] && p1[1] == p2[1] && p1[2] == p2[2])
            return scene_fail(err, "Hyperboloid: point1 and point2 are the same point");
        if (!p1[0] && !p1[1] && !p2[0] && !p2[1])
            return scene_fail(err, "Hyperboloid: point1 and point2 both lie on the z axis (no surface)");
        for (int i = 0; i < 3; i++) {
            e->p1[i] = p1[i];
            e->dp[i] = p2[i] - p1[i];
        }
        break;
    }
    case SCENE_PARABOLOID:
        if (!(q->zmin >= 0 && q->zmax > q->zmin))
            return scene_fail(err, "Paraboloid: needs 0 <= zmin < zmax (got zmin %g, zmax %g)", (double)q->zmin,
                              (double)q->zmax);
        e->h = q->zmax;
        e->z0 = q->zmin;
        e->dz = (double)q->zmax - q->zmin;
        break;
    case SCENE_TORUS:
        if (!(q->minor_radius > 0))
            return scene_fail(err, "Torus: the minor radius must be positive (got %g)", (double)q->minor_radius);
        if (q->phimin == q->phimax)
            return scene_fail(err, "Torus: phimin and phimax are equal");
        e->a = q->minor_radius;
        e->phi0 = radians(q->phimin);
        e->dphi = radians(q->phimax) - e->phi0;
        break;
    }
    return tess_check_tolerance(name, tolerance, err);
}

/* The paraboloid's v breakpoints: spans shrinking fourfold towards the
 * apex, where the parametrization (rho ~ sqrt(z)) has unbounded second
 * derivatives, down to the height where the whole cap is within the
 * tolerance of the axis; one span for the other quadrics. */
#define PARABOLOID_MAX_SPANS 64
static int v_breakpoints(const quadric_eval *e, double tolerance, double *brk)
{
    if (e->kind != SCENE_PARABOLOID) {
        brk[0] = 0;
        brk[1] = 1;
        return 1;
    }
    double zmax = e->z0 + e->dz, floor_z = fmax(e->z0, zmax * (tolerance / e->r) * (tolerance / e->r));
    double z[PARABOLOID_MAX_SPANS + 1];
    int n = 0;
    z[n++] = zmax;
    while (n < PARABOLOID_MAX_SPANS && z[n - 1] / 4 > floor_z)
        z[n] = z[n - 1] / 4, n++;
    z[n] = e->z0;
    for (int i = 0; i <= n; i++)
        brk[i] = (z[n - i] - e->z0) / e->dz;
    brk[0] = 0;
    brk[n] = 1;
    return n;
}

bool scene_tess_quadric(const scene_quadric *q, float tolerance, const scene_primvars *pv, scene_mesh *out,
                        float **vars, char **err)
{
    if (vars)
        *vars = NULL;
    if ((unsigned)q->kind > SCENE_TORUS) {
        *out = (scene_mesh){0};
        return scene_fail(err, "quadric: unknown kind %d", (int)q->kind);
    }
    const char *name = quadric_names[q->kind];
    quadric_eval e;
    size_t nvars;
    if (!quadric_setup(q, tolerance, &e, err) || !tess_check_primvars(name, pv, 4, 4, &nvars, err)) {
        *out = (scene_mesh){0};
        return false;
    }
    e.pv = pv;
    static const double ubreak[2] = {0, 1};
    double vbreak[PARABOLOID_MAX_SPANS + 1];
    int nvspans = v_breakpoints(&e, tolerance, vbreak);
    /* A closed circle needs a few steps before its chords mean anything:
     * one per quarter turn (at most a full turn's four: angles past it from
     * bad input must not overflow the count). */
    int around = (int)fmin(ceil(fabs(q->thetamax) / 90), 4.0);
    int along = q->kind == SCENE_TORUS || q->kind == SCENE_SPHERE ? (int)fmin(ceil(fabs(e.dphi) / (SCENE_PI / 2)), 4.0)
                                                                  : 1;
    tess_surface s = {.name = name,
                      .ctx = &e,
                      .eval = quadric_at,
                      .nuspans = 1,
                      .nvspans = nvspans,
                      .ubreak = ubreak,
                      .vbreak = vbreak,
                      .min_usteps = around,
                      .min_vsteps = along,
                      .nvars = nvars};
    return tess_grid(&s, tolerance, out, vars, err);
}
