// A planet's surface coloured by altitude: fBm height through a 30-knot
// linear colour ramp (sea, beach, grass, forest, rock, snow) kept in an
// array, 27 segments through knots 1..28.  At x = 0 the ramp is knot 1, at
// x = 14/27 knot 15, at x = 1 knot 28; at x = 0.5/27 it is halfway between
// knots 1 and 2.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call altitude_color 0 | FileCheck --check-prefix=DEEP --match-full-lines %s
// DEEP: 0 0 0.2
// RUN: rsl-jit %s --call altitude_color 0.518518519 | FileCheck --check-prefix=FOREST --match-full-lines %s
// FOREST: 0.1 0.4 0.1
// RUN: rsl-jit %s --call altitude_color 1 | FileCheck --check-prefix=SNOW --match-full-lines %s
// SNOW: 1 1 1
// RUN: rsl-jit %s --call altitude_color 0.0185185185 | FileCheck --check-prefix=BETWEEN --match-full-lines %s
// BETWEEN: 0 0.025 0.25

#include "Inputs/patterns.h"

color altitude_color(float x)
{
    color ramp[30] = {
        (0, 0, 0.2), (0, 0, 0.2), (0, 0.05, 0.3), (0, 0.1, 0.4), (0, 0.2, 0.5), (0, 0.3, 0.6),
        (0.1, 0.4, 0.7), (0.8, 0.75, 0.5), (0.85, 0.8, 0.55), (0.5, 0.6, 0.2), (0.35, 0.6, 0.15),
        (0.3, 0.55, 0.15), (0.2, 0.5, 0.1), (0.15, 0.45, 0.1), (0.12, 0.42, 0.1), (0.1, 0.4, 0.1),
        (0.1, 0.35, 0.1), (0.2, 0.3, 0.15), (0.3, 0.28, 0.2), (0.4, 0.35, 0.3), (0.45, 0.4, 0.35),
        (0.5, 0.45, 0.4), (0.55, 0.5, 0.45), (0.6, 0.58, 0.55), (0.7, 0.7, 0.68), (0.8, 0.8, 0.8),
        (0.9, 0.9, 0.9), (0.95, 0.95, 0.95), (1, 1, 1), (1, 1, 1)
    };
    return spline("linear", x, ramp);
}

surface terrain(float frequency = 2, sealevel = 0.35; uniform float octaves = 8)
{
    point PP = transform("shader", P) * frequency;
    float h = 0.5 + 0.5 * fBm(PP, octaves, 2, 0.55);
    float x = h < sealevel ? h / sealevel * 0.2 : 0.2 + 0.8 * (h - sealevel) / (1 - sealevel);
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * altitude_color(clamp(x, 0, 1)) * (ambient() + diffuse(Nf));
}
