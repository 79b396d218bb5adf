// Clouds over a sky: fBm thresholded, the density shaped by a 19-knot
// Bezier spline (step 3: 6 segments, each through its first and last knot),
// so at x = k/6 the curve is knot 3k: x = 0 -> knot 0 = 0, x = 0.5 ->
// knot 9 = 0.5, x = 1 -> knot 18 = 1.  Inside a segment it is the Bernstein
// mix: at x = 1/8 (segment 0, t = 0.75) of knots 0, 0, 0.05, 0.1:
// 3 t^2 (1 - t) * 0.05 + t^3 * 0.1 = 0.421875 * 0.15 = 0.06328125.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call cloud_density 0.5 | FileCheck --check-prefix=MID --match-full-lines %s
// MID: 0.5
// RUN: rsl-jit %s --call cloud_density 1 | FileCheck --check-prefix=TOP --match-full-lines %s
// TOP: 1
// RUN: rsl-jit %s --call cloud_density 0.125 | FileCheck --check-prefix=SEG --match-full-lines %s
// SEG: 0.063281{{[23]}}
// cloud_cover(0, 0.5) at the origin: fBm is 0 at lattice points, so below
// any positive threshold there is no cloud.
// RUN: rsl-jit %s --call cloud_cover 0,0,0 0.1 | FileCheck --check-prefix=CLEAR --match-full-lines %s
// CLEAR: 0

#include "Inputs/patterns.h"

float cloud_density(float x)
{
    return spline("bezier", x,
        0, 0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5,
        0.6, 0.68, 0.75, 0.8, 0.85, 0.9, 0.95, 1, 1);
}

float cloud_cover(point p; float threshold)
{
    float f = fBm(p, 6, 2, 0.5);
    return cloud_density(clamp((f - threshold) / (1 - threshold), 0, 1));
}

surface clouds(float frequency = 2, threshold = 0.1;
               color skycolor = color(0.25, 0.45, 0.9), cloudcolor = 1)
{
    point PP = transform("shader", P) * frequency;
    float c = cloud_cover(PP, threshold);
    Oi = Os;
    Ci = Oi * mix(skycolor, cloudcolor, c);
}
