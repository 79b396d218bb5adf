// Banded agate: noise-distorted bands looked up in a 15-knot piecewise
// constant spline, so each band is one flat colour.  "constant" with 15
// knots is 12 segments, segment k holding knot k + 1: x = 0.05 is in segment
// 0 (knot 1), x = 0.5 in segment 6 (knot 7), x = 0.99 in segment 11 (knot 12).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call agate_band 0.05 | FileCheck --check-prefix=FIRST --match-full-lines %s
// FIRST: 0.6 0.3 0.2
// RUN: rsl-jit %s --call agate_band 0.5 | FileCheck --check-prefix=MIDDLE --match-full-lines %s
// MIDDLE: 0.9 0.85 0.8
// RUN: rsl-jit %s --call agate_band 0.99 | FileCheck --check-prefix=LAST --match-full-lines %s
// LAST: 0.3 0.1 0.1

#include "Inputs/patterns.h"

color agate_band(float x)
{
    return spline("constant", x,
        color(0.5, 0.2, 0.1), color(0.6, 0.3, 0.2), color(0.8, 0.6, 0.5),
        color(0.7, 0.4, 0.3), color(0.95, 0.9, 0.85), color(0.5, 0.25, 0.2),
        color(0.8, 0.5, 0.4), color(0.9, 0.85, 0.8), color(0.6, 0.35, 0.25),
        color(0.75, 0.55, 0.45), color(0.4, 0.15, 0.1), color(0.85, 0.7, 0.6),
        color(0.3, 0.1, 0.1), color(0.3, 0.1, 0.1), color(0.3, 0.1, 0.1));
}

surface banded_agate(float frequency = 3, distortion = 0.4, Ks = 0.6, roughness = 0.05)
{
    point PP = transform("shader", P) * frequency;
    float d = length(PP) + distortion * fBm(PP, 4, 2, 0.5);
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (agate_band(mod(d, 1)) * (ambient() + diffuse(Nf))
               + Ks * specular(Nf, -normalize(I), roughness));
}
