/* Checks shared by the tessellator tests: a mesh against the exact surface
 * it came from, given by the test's own parametrization. */
#include "tess_check.h"

#include <math.h>

static void sub(const double *a, const double *b, double *o)
{
    for (int k = 0; k < 3; k++)
        o[k] = a[k] - b[k];
}
static double len(const double *a) { return sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]); }

double tess_param_error(const scene_mesh *m, tess_exact_fn exact, const void *ctx)
{
    /* The centroid and the edge midpoints, as barycentric weights. */
    static const double w[4][3] = {{1 / 3.0, 1 / 3.0, 1 / 3.0}, {0.5, 0.5, 0}, {0, 0.5, 0.5}, {0.5, 0, 0.5}};
    double worst = 0;
    for (size_t i = 0; i < m->ntris; i++) {
        const uint32_t *t = &m->idx[3 * i];
        for (int s = 0; s < 4; s++) {
            double u = 0, v = 0, flat[3] = {0, 0, 0}, p[3], d[3];
            for (int c = 0; c < 3; c++) {
                scene_vec3 P = m->P[t[c]];
                u += w[s][c] * m->u[t[c]];
                v += w[s][c] * m->v[t[c]];
                flat[0] += w[s][c] * P.x;
                flat[1] += w[s][c] * P.y;
                flat[2] += w[s][c] * P.z;
            }
            exact(ctx, u, v, p);
            sub(p, flat, d);
            worst = fmax(worst, len(d));
        }
    }
    return worst;
}

void tess_check_frames(const scene_mesh *m, tess_exact_fn exact, const void *ctx, double scale)
{
    CU_ASSERT_PTR_NOT_NULL_FATAL(m->u);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m->dPdu);
    const double h = 1e-5;
    size_t bad_P = 0, bad_d = 0, bad_n = 0, bad_st = 0;
    for (size_t i = 0; i < m->nverts; i++) {
        double u = m->u[i], v = m->v[i], p[3], a[3], b[3], du[3], dv[3];
        exact(ctx, u, v, p);
        double got[3] = {m->P[i].x, m->P[i].y, m->P[i].z}, d[3];
        sub(got, p, d);
        bad_P += len(d) > 1e-5 * scale;
        /* Central differences of the exact parametrization. */
        exact(ctx, u + h, v, a);
        exact(ctx, u - h, v, b);
        sub(a, b, du);
        exact(ctx, u, v + h, a);
        exact(ctx, u, v - h, b);
        sub(a, b, dv);
        double gu[3] = {m->dPdu[i].x * 2 * h, m->dPdu[i].y * 2 * h, m->dPdu[i].z * 2 * h};
        double gv[3] = {m->dPdv[i].x * 2 * h, m->dPdv[i].y * 2 * h, m->dPdv[i].z * 2 * h};
        sub(gu, du, a);
        sub(gv, dv, b);
        bad_d += len(a) > 1e-4 * fmax(len(du), 2 * h * scale) || len(b) > 1e-4 * fmax(len(dv), 2 * h * scale);
        /* N is the unit dPdu x dPdv where that does not vanish. */
        double c[3] = {du[1] * dv[2] - du[2] * dv[1], du[2] * dv[0] - du[0] * dv[2], du[0] * dv[1] - du[1] * dv[0]};
        double n[3] = {m->N[i].x, m->N[i].y, m->N[i].z};
        double lc = len(c);
        /* Where a derivative vanishes the normal is a limit the central
         * differences cannot see. */
        bool degenerate = len(du) < 1e-3 * 2 * h * scale || len(dv) < 1e-3 * 2 * h * scale;
        if (!degenerate && lc > 1e-6 * len(du) * len(dv))
            bad_n += fabs((c[0] * n[0] + c[1] * n[1] + c[2] * n[2]) / lc - 1) > 1e-4;
        bad_n += fabs(len(n) - 1) > 1e-5;
        bad_st += m->s[i] != m->u[i] || m->t[i] != m->v[i];
    }
    CU_ASSERT_EQUAL(bad_P, 0);
    CU_ASSERT_EQUAL(bad_d, 0);
    CU_ASSERT_EQUAL(bad_n, 0);
    CU_ASSERT_EQUAL(bad_st, 0);
}

size_t tess_count_flipped(const scene_mesh *m)
{
    size_t flipped = 0;
    for (size_t i = 0; i < m->ntris; i++) {
        const uint32_t *t = &m->idx[3 * i];
        scene_vec3 a = m->P[t[0]], b = m->P[t[1]], c = m->P[t[2]];
        double e1[3] = {b.x - a.x, b.y - a.y, b.z - a.z}, e2[3] = {c.x - a.x, c.y - a.y, c.z - a.z};
        double g[3] = {e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]};
        double n = 0;
        for (int k = 0; k < 3; k++)
            n += g[0] * m->N[t[k]].x + g[1] * m->N[t[k]].y + g[2] * m->N[t[k]].z;
        /* Degenerate triangles (at a pole) have no side to face. */
        flipped += len(g) > 0 && n < 0;
    }
    return flipped;
}

/* The closest point of triangle abc to p (Ericson, Real-Time Collision
 * Detection, 5.1.5), as its distance. */
static double point_triangle(const double *p, const double *a, const double *b, const double *c)
{
    double ab[3], ac[3], ap[3], q[3], d[3];
    sub(b, a, ab);
    sub(c, a, ac);
    sub(p, a, ap);
#define DOT(x, y) ((x)[0] * (y)[0] + (x)[1] * (y)[1] + (x)[2] * (y)[2])
    double d1 = DOT(ab, ap), d2 = DOT(ac, ap);
    double bp[3], cp[3];
    sub(p, b, bp);
    sub(p, c, cp);
    double d3 = DOT(ab, bp), d4 = DOT(ac, bp), d5 = DOT(ab, cp), d6 = DOT(ac, cp);
#undef DOT
    double va = d3 * d6 - d5 * d4, vb = d5 * d2 - d1 * d6, vc = d1 * d4 - d3 * d2, s, t;
    if (d1 <= 0 && d2 <= 0)
        s = 0, t = 0;
    else if (d3 >= 0 && d4 <= d3)
        s = 1, t = 0;
    else if (d6 >= 0 && d5 <= d6)
        s = 0, t = 1;
    else if (vc <= 0 && d1 >= 0 && d3 <= 0)
        s = d1 / (d1 - d3), t = 0;
    else if (vb <= 0 && d2 >= 0 && d6 <= 0)
        s = 0, t = d2 / (d2 - d6);
    else if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
        double w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        s = 1 - w, t = w;
    } else {
        double den = 1 / (va + vb + vc);
        s = vb * den, t = vc * den;
    }
    for (int k = 0; k < 3; k++)
        q[k] = a[k] + s * ab[k] + t * ac[k];
    sub(p, q, d);
    return len(d);
}

double tess_mesh_distance(const scene_mesh *m, scene_vec3 p)
{
    double best = INFINITY, x[3] = {p.x, p.y, p.z};
    for (size_t i = 0; i < m->ntris; i++) {
        double v[3][3];
        for (int c = 0; c < 3; c++) {
            scene_vec3 q = m->P[m->idx[3 * i + c]];
            v[c][0] = q.x;
            v[c][1] = q.y;
            v[c][2] = q.z;
        }
        best = fmin(best, point_triangle(x, v[0], v[1], v[2]));
    }
    return best;
}
