// Lava crust: a Hermite spline (knots in value/tangent pairs, step 2) shapes
// how hot a crack is from its ridged-noise depth.  16 knots are 7 segments;
// segment k runs from knot 2k to knot 2k + 2, so at x = k/7 the curve is knot
// 2k: x = 0 -> 0, x = 3/7 -> knot 6 = 0.6, x = 1 -> knot 14 = 1.  At x = 1/14
// (segment 0, t = 0.5) the Hermite weights are 0.5, 0.125, 0.5, -0.125 on
// knots 0, 0.4, 0.2, 0.4: 0.05 + 0.1 - 0.05 = 0.1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call lava_heat 0.428571429 | FileCheck --check-prefix=KNOT --match-full-lines %s
// KNOT: 0.6
// RUN: rsl-jit %s --call lava_heat 1 | FileCheck --check-prefix=END --match-full-lines %s
// END: 1
// RUN: rsl-jit %s --call lava_heat 0.0714285714 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.1

#include "Inputs/patterns.h"

float lava_heat(float x)
{
    return spline("hermite", x,
        0, 0.4, 0.2, 0.4, 0.35, 0.5, 0.6, 0.6, 0.75, 0.3,
        0.85, 0.2, 0.92, 0.1, 1, 0);
}

float ridged(point p; uniform float octaves)
{
    float sum = 0, amp = 0.5;
    point pp = p;
    uniform float i;
    for (i = 0; i < octaves; i += 1) {
        float r = 1 - abs(snoise(pp));
        sum += amp * r * r;
        amp *= 0.5;
        pp *= 2.03;
    }
    return sum;
}

surface lava(float frequency = 3, glow = 4; uniform float octaves = 5;
             color crustcolor = color(0.08, 0.06, 0.05), hotcolor = color(1, 0.35, 0.05))
{
    point PP = transform("shader", P) * frequency;
    float heat = lava_heat(clamp(ridged(PP, octaves), 0, 1));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (crustcolor * (ambient() + diffuse(Nf)) + glow * heat * heat * hotcolor);
}
