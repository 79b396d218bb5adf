/* RI 3.2's pixel filters (Appendix E), offsets and widths in pixels. */
#include "render_core.h"

#include <math.h>
#include <string.h>

bool render_filter_named(const char *name, render_filter_kind *out)
{
    static const char *const names[] = {"box", "triangle", "gaussian", "catmull-rom", "sinc"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0) {
            *out = (render_filter_kind)i;
            return true;
        }
    return false;
}

/* sin(x)/x, 1 near 0 (Appendix E's sinc, x in pixels). */
static float sinc(float x)
{
    return fabsf(x) < 0.001f ? 1.0f : sinf(x) / x;
}

float render_filter_weight(render_filter_kind k, float x, float y, float xwidth, float ywidth)
{
    float hx = 0.5f * xwidth, hy = 0.5f * ywidth;
    if (fabsf(x) > hx || fabsf(y) > hy)
        return 0;
    switch (k) {
    case RENDER_FILTER_BOX:
        return 1;
    case RENDER_FILTER_TRIANGLE:
        /* Falling to 0 at the half-widths (Appendix E's formula is this
         * one for width 2 and negative near its edges for others). */
        return (1 - fabsf(x) / hx) * (1 - fabsf(y) / hy);
    case RENDER_FILTER_GAUSSIAN: {
        float u = x / hx, v = y / hy;
        return expf(-2 * (u * u + v * v));
    }
    case RENDER_FILTER_CATMULL_ROM: {
        float r2 = x * x + y * y, r = sqrtf(r2);
        return r >= 2 ? 0 : r < 1 ? 3 * r * r2 - 5 * r2 + 2 : -r * r2 + 5 * r2 - 8 * r + 4;
    }
    case RENDER_FILTER_SINC:
        return sinc(x) * sinc(y);
    }
    return 0;
}
