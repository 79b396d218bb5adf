// Fire: turbulence rising along t through a 24-knot colour ramp written as
// an array (the way ramps come from a shader's parameters), Catmull-Rom.
// 24 knots are 21 segments through knots 1..22: at x = 0 the ramp is knot 1
// (black), at x = 1 knot 22 (white), at x = 10/21 knot 11.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call fire_ramp 0 | FileCheck --check-prefix=COLD --match-full-lines %s
// COLD: 0 0 0
// RUN: rsl-jit %s --call fire_ramp 0.476190476 | FileCheck --check-prefix=MID --match-full-lines %s
// MID: 1 0.4 0
// RUN: rsl-jit %s --call fire_ramp 1 | FileCheck --check-prefix=HOT --match-full-lines %s
// HOT: 1 1 1

#include "Inputs/patterns.h"

color fire_ramp(float x)
{
    color knots[24] = {
        (0, 0, 0), (0, 0, 0), (0.1, 0, 0), (0.2, 0, 0), (0.3, 0.02, 0), (0.45, 0.04, 0),
        (0.55, 0.08, 0), (0.65, 0.12, 0), (0.75, 0.18, 0), (0.85, 0.25, 0), (0.95, 0.32, 0),
        (1, 0.4, 0), (1, 0.48, 0), (1, 0.56, 0.02), (1, 0.64, 0.05), (1, 0.72, 0.1),
        (1, 0.8, 0.2), (1, 0.86, 0.3), (1, 0.9, 0.45), (1, 0.94, 0.6), (1, 0.97, 0.75),
        (1, 0.99, 0.9), (1, 1, 1), (1, 1, 1)
    };
    return spline(x, knots);
}

surface fire(float frequency = 4, flicker = 0.8, rise = 1.5; uniform float octaves = 5)
{
    point PP = transform("shader", P) * frequency;
    /* rising: the noise moves down as the flame goes up */
    PP -= vector(0, rise * time, 0);
    float heat = (1 - t) - flicker * turbulence(PP, octaves, 2, 0.5) * t;
    Oi = Os;
    Ci = Oi * fire_ramp(clamp(heat, 0, 1));
}
