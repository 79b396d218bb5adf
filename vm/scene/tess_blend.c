/* Tensor-product blending of control points and "vertex" values, shared by
 * the patch mesh and NuPatch tessellators. */
#include "tess_internal.h"

#include <math.h>

void tess_blend_point(const float *P, int pdim, int nu, const tess_weights *wu, const tess_weights *wv,
                      tess_sample *out)
{
    /* The homogeneous point H and its derivatives; P = H.xyz / H.w.  A
     * non-rational point has w = 1 itself, not the sum of the weights
     * (which is not 1 for the power and hermite bases). */
    double h[4] = {0, 0, 0, 0}, hu[4] = {0, 0, 0, 0}, hv[4] = {0, 0, 0, 0};
    for (int j = 0; j < wv->n; j++)
        for (int i = 0; i < wu->n; i++) {
            const float *p = P + ((size_t)wv->index[j] * (size_t)nu + (size_t)wu->index[i]) * (size_t)pdim;
            double c[4] = {0, 0, p[pdim == 1 ? 0 : 2], pdim == 4 ? p[3] : 0};
            if (pdim > 1)
                c[0] = p[0], c[1] = p[1];
            double w = wu->w[i] * wv->w[j], du = wu->dw[i] * wv->w[j], dv = wu->w[i] * wv->dw[j];
            for (int k = 0; k < 4; k++) {
                h[k] += w * c[k];
                hu[k] += du * c[k];
                hv[k] += dv * c[k];
            }
        }
    if (pdim != 4)
        h[3] = 1;
    for (int k = 0; k < 3; k++) {
        out->P[k] = h[k] / h[3];
        out->dPdu[k] = (hu[k] - out->P[k] * hu[3]) / h[3];
        out->dPdv[k] = (hv[k] - out->P[k] * hv[3]) / h[3];
    }
}

void tess_blend_values(const float *values, size_t k, int nu, const tess_weights *wu, const tess_weights *wv,
                       float *out)
{
    for (size_t c = 0; c < k; c++) {
        double acc = 0;
        for (int j = 0; j < wv->n; j++)
            for (int i = 0; i < wu->n; i++)
                acc += wu->w[i] * wv->w[j] * values[((size_t)wv->index[j] * (size_t)nu + (size_t)wu->index[i]) * k + c];
        out[c] = (float)acc;
    }
}

bool tess_check_points(const char *name, const float *P, size_t npoints, int pdim, bool height_field, char **err)
{
    if (pdim != 3 && pdim != 4 && !(pdim == 1 && height_field))
        return scene_fail(err, "%s: points have %s3 (\"P\") or 4 (\"Pw\") coordinates, not %d", name,
                          height_field ? "1 (\"Pz\"), " : "", pdim);
    if (!P || !tess_all_finite(P, npoints * (size_t)pdim))
        return scene_fail(err, "%s: a control point is not finite", name);
    for (size_t i = 0; pdim == 4 && i < npoints; i++)
        if (!(P[4 * i + 3] > 0))
            return scene_fail(err, "%s: control point %zu has weight %g (weights must be positive)", name, i,
                              (double)P[4 * i + 3]);
    return true;
}
