// Displacement the classic way: a height field of ridges (a header pulse
// train softened by smoothstep, plus fBm grit) moves P along the normal in
// shader space units, and calculatenormal() recomputes N; a "truedisp"
// switch chooses bump mapping (only N) as libraries allow.
// ridge_profile(x, width): a ridge 1 high at the middle of each unit period,
// falling to 0 at width / 2 from it: at 0.5 it is 1, at 0 it is 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call ridge_profile 0.5 0.3 | FileCheck --check-prefix=TOP --match-full-lines %s
// TOP: 1
// RUN: rsl-jit %s --call ridge_profile 0 0.3 | FileCheck --check-prefix=FLAT --match-full-lines %s
// FLAT: 0

#include "Inputs/patterns.h"

float ridge_profile(float x, width)
{
    float d = abs(repeat(x, 1) - 0.5);
    return 1 - smoothstep(0, width / 2, d);
}

displacement ridged_displace(float Km = 0.03, frequency = 10, width = 0.4, grit = 0.2;
                             float truedisp = 1)
{
    point Pshad = transform("shader", P);
    float h = ridge_profile(s * frequency, width) + grit * fBm(Pshad * frequency, 3, 2, 0.5);
    normal Nn = normalize(N);
    /* Km is in shader-space units: a unit step along N is this long there */
    float scale = 1 / length(vtransform("shader", vector(Nn)));
    point Pd = P + Km * h * scale * Nn;
    if (truedisp != 0) {
        P = Pd;
        N = calculatenormal(P);
    } else
        N = calculatenormal(Pd);
}
