// Camouflage: three thresholds of vector fBm pick one of four colours, and
// the edges between the blobs are smoothed by a power-basis cubic (RiPowerBasis:
// value k0 t^3 + k1 t^2 + k2 t + k3 over one segment of 4 knots), here the
// smoothstep polynomial -2t^3 + 3t^2: edge_shape(0.5) = -0.25 + 0.75 = 0.5,
// edge_shape(0.25) = -0.03125 + 0.1875 = 0.15625, edge_shape(1) = 1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call edge_shape 0.5 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.5
// RUN: rsl-jit %s --call edge_shape 0.25 | FileCheck --check-prefix=QUARTER --match-full-lines %s
// QUARTER: 0.15625
// RUN: rsl-jit %s --call edge_shape 1 | FileCheck --check-prefix=ONE --match-full-lines %s
// ONE: 1
// The header's colour fBm at a lattice point is 0 in every channel (each
// channel's noise is 0.5 there, and the octaves stay on the lattice).
// RUN: rsl-jit %s --call vfBm 1,2,3 4 2 0.5 | FileCheck --check-prefix=LATTICE --match-full-lines %s
// LATTICE: 0 0 0

#include "Inputs/patterns.h"

float edge_shape(float x)
{
    return spline("power", x, -2, 3, 0, 0);
}

float blend_edge(float edge, width, x)
{
    return edge_shape(boxstep(edge - width, edge + width, x));
}

surface camouflage(float frequency = 1.5, edgewidth = 0.03;
                   color c1 = color(0.3, 0.32, 0.15), c2 = color(0.45, 0.38, 0.2),
                         c3 = color(0.15, 0.15, 0.1), c4 = color(0.55, 0.5, 0.35))
{
    point PP = transform("shader", P) * frequency;
    color noisy = vfBm(PP, 4, 2, 0.5);
    color Ct = mix(c1, c2, blend_edge(0, edgewidth, comp(noisy, 0)));
    Ct = mix(Ct, c3, blend_edge(0.2, edgewidth, comp(noisy, 1)));
    Ct = mix(Ct, c4, blend_edge(0.3, edgewidth, comp(noisy, 2)));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Ct * (ambient() + diffuse(Nf));
}
