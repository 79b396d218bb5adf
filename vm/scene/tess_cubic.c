/* One direction of a piecewise cubic (or linear) surface or curve with an
 * RI basis, shared by patch meshes and curves: the segment count for n
 * points, periodic or not, and the weights inside a segment. */
#include "tess_internal.h"

#include <stdlib.h>

bool tess_cubic_setup(const char *name, const char *what, int n, bool periodic, const scene_basis *basis,
                      tess_cubic_dir *d, char **err)
{
    int order = basis ? 4 : 2, step = basis ? basis->step : 1;
    *d = (tess_cubic_dir){.npoints = n, .order = order, .step = step, .periodic = periodic, .basis = basis};
    if (step < 1)
        return scene_fail(err, "%s: the basis step for %s must be positive (got %d)", name, what, step);
    if (periodic ? n < 2 || n % step : n < order || (n - order) % step)
        return scene_fail(err, "%s: %s = %d does not fit a %s %s basis of step %d (%s)", name, what, n,
                          periodic ? "periodic" : "nonperiodic", basis ? "cubic" : "linear", step,
                          periodic ? "a multiple of the step, at least 2"
                                   : (basis ? "4 + a multiple of the step" : "at least 2"));
    d->nsegments = periodic ? n / step : (n - order) / step + 1;
    return true;
}

void tess_cubic_weights(const tess_cubic_dir *d, int segment, double t, tess_weights *w)
{
    double f = t * d->nsegments - segment, scale = d->nsegments;
    w->n = d->order;
    for (int i = 0; i < d->order; i++)
        w->index[i] = (segment * d->step + i) % d->npoints;
    if (!d->basis) {
        w->w[0] = 1 - f;
        w->w[1] = f;
        w->dw[0] = -scale;
        w->dw[1] = scale;
        return;
    }
    double T[4] = {f * f * f, f * f, f, 1}, dT[4] = {3 * f * f, 2 * f, 1, 0};
    for (int i = 0; i < 4; i++) {
        double a = 0, b = 0;
        for (int k = 0; k < 4; k++) {
            a += T[k] * d->basis->m[k][i];
            b += dT[k] * d->basis->m[k][i];
        }
        w->w[i] = a;
        w->dw[i] = b * scale;
    }
}

double *tess_uniform_breaks(int n)
{
    double *b = scene_alloc((size_t)n + 1, sizeof *b);
    for (int i = 0; i <= n; i++)
        b[i] = (double)i / n;
    return b;
}
