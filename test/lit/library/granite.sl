// Granite: a sum of absolute noise at many scales through a 16-knot uniform
// B-spline colour ramp.  A B-spline does not pass its knots: at x = 0 it is
// (k0 + 4 k1 + k2) / 6 and at x = 1, the end of the last of the 13
// segments (knots 12..15), (k13 + 4 k14 + k15) / 6.  The knots' red:
// k0, k1, k2 = 0.2, 0.5, 0.8 -> (0.2 + 2 + 0.8) / 6 = 0.5;
// green 0.2, 0.2, 0.8 -> 0.3; blue all 0.3 -> 0.3.
// At 1: k13, k14, k15 = 0.9, 0.3, 0.5 in every channel -> (0.9 + 1.2 + 0.5)/6 = 0.433333.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call granite_ramp 0 | FileCheck --check-prefix=START --match-full-lines %s
// START: 0.5 0.3 0.3
// RUN: rsl-jit %s --call granite_ramp 1 | FileCheck --check-prefix=END --match-full-lines %s
// END: 0.433333 0.433333 0.433333

#include "Inputs/patterns.h"

color granite_ramp(float x)
{
    return spline("bspline", x,
        color(0.2, 0.2, 0.3), color(0.5, 0.2, 0.3), color(0.8, 0.8, 0.3),
        color(0.45, 0.42, 0.4), color(0.3, 0.28, 0.27), color(0.7, 0.66, 0.64),
        color(0.85, 0.8, 0.78), color(0.25, 0.24, 0.24), color(0.55, 0.5, 0.48),
        color(0.9, 0.86, 0.84), color(0.35, 0.33, 0.33), color(0.65, 0.6, 0.58),
        color(0.6, 0.6, 0.6), color(0.9, 0.9, 0.9), color(0.3, 0.3, 0.3),
        color(0.5, 0.5, 0.5));
}

surface granite(float Ka = 1, Kd = 0.8, Ks = 0.5, roughness = 0.08, frequency = 6)
{
    point PP = transform("shader", P) * frequency;
    float sum = 0, freq = 1;
    uniform float octave;
    for (octave = 0; octave < 6; octave += 1) {
        sum += abs(0.5 - noise(PP * freq)) / freq;
        freq *= 2.17;
    }
    color Ct = granite_ramp(clamp(4 * sum, 0, 1));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (Ct * (Ka * ambient() + Kd * diffuse(Nf)) + Ks * specular(Nf, -normalize(I), roughness));
}
