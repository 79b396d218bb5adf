// Leopard spots: rings around jittered cell centres, the lookup point
// warped by fBm so the rosettes are not round.  rosette(f1, inner, outer)
// is a band between the two radii: smoothstep(inner - 0.05, inner, f1) *
// (1 - smoothstep(outer, outer + 0.05, f1)); at f1 = 0.3 between 0.2 and 0.4
// both factors are whole (1); at f1 = 0.1 the first is 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call rosette 0.3 0.2 0.4 | FileCheck --check-prefix=RING --match-full-lines %s
// RING: 1
// RUN: rsl-jit %s --call rosette 0.1 0.2 0.4 | FileCheck --check-prefix=HOLE --match-full-lines %s
// HOLE: 0
// Halfway up the inner edge: smoothstep at its midpoint is 0.5.
// RUN: rsl-jit %s --call rosette 0.175 0.2 0.4 | FileCheck --check-prefix=EDGE --match-full-lines %s
// EDGE: 0.5

#include "Inputs/patterns.h"

float rosette(float f1, inner, outer)
{
    return smoothstep(inner - 0.05, inner, f1) * (1 - smoothstep(outer, outer + 0.05, f1));
}

float spot_distance(point p; float jitter)
{
    point cell = point(floor(xcomp(p)), floor(ycomp(p)), floor(zcomp(p)));
    float f1 = 1e6;
    uniform float i, j, k;
    for (i = -1; i <= 1; i += 1)
        for (j = -1; j <= 1; j += 1)
            for (k = -1; k <= 1; k += 1) {
                point c = cell + vector(i, j, k) + 0.5;
                f1 = min(f1, distance(p, c + jitter * (vector cellnoise(c) - 0.5)));
            }
    return f1;
}

surface leopard_spots(float frequency = 5, jitter = 0.6, warp = 0.3;
                      float inner = 0.18, outer = 0.32;
                      color furcolor = color(0.85, 0.62, 0.3), spotcolor = color(0.1, 0.07, 0.04))
{
    point Pshad = transform("shader", P) * frequency;
    Pshad += warp * vector(fBm(Pshad, 3, 2, 0.5), fBm(Pshad + 17, 3, 2, 0.5), 0);
    float f1 = spot_distance(Pshad, jitter);
    float ring = rosette(f1, inner, outer);
    /* The middle of a rosette is darker fur, its ring a spot. */
    color fur = mix(furcolor * 0.7, furcolor, smoothstep(0, inner, f1));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(fur, spotcolor, ring) * (ambient() + diffuse(Nf));
}
