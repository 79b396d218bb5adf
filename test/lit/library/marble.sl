// Veined marble: turbulence-perturbed stripes looked up in an 18-knot
// Catmull-Rom colour spline.  18 knots make 15 segments through knots 1..16,
// so at x = k/15 the ramp is knot k + 1: x = 0 gives knot 1, x = 0.4 knot 7,
// x = 1 knot 16.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call marble_ramp 0 | FileCheck --check-prefix=LOW --match-full-lines %s
// LOW: 0.9 0.88 0.85
// RUN: rsl-jit %s --call marble_ramp 0.4 | FileCheck --check-prefix=VEIN --match-full-lines %s
// VEIN: 0.3 0.3 0.35
// RUN: rsl-jit %s --call marble_ramp 1 | FileCheck --check-prefix=HIGH --match-full-lines %s
// HIGH: 0.15 0.15 0.2
// The header's turbulence at a lattice point: noise is 0.5 there, so every
// octave's signed noise is 0, and doubling keeps the point on the lattice.
// RUN: rsl-jit %s --call turbulence 2,0,-1 6 2 0.5 | FileCheck --check-prefix=TURB --match-full-lines %s
// TURB: 0

#include "Inputs/patterns.h"

color marble_ramp(float x)
{
    return color spline(x,
        color(0.9, 0.88, 0.85), color(0.9, 0.88, 0.85), color(0.85, 0.83, 0.8),
        color(0.8, 0.78, 0.76), color(0.7, 0.68, 0.7), color(0.6, 0.6, 0.65),
        color(0.45, 0.45, 0.5), color(0.3, 0.3, 0.35), color(0.45, 0.45, 0.5),
        color(0.6, 0.6, 0.62), color(0.75, 0.74, 0.72), color(0.85, 0.83, 0.8),
        color(0.7, 0.7, 0.72), color(0.5, 0.5, 0.55), color(0.3, 0.3, 0.35),
        color(0.2, 0.2, 0.25), color(0.15, 0.15, 0.2), color(0.15, 0.15, 0.2));
}

surface marble(float Ka = 1, Kd = 0.8, Ks = 0.4, roughness = 0.05;
               float veinfreq = 1, turbscale = 3; uniform float octaves = 6;
               color specularcolor = 1)
{
    point PP = transform("shader", P) * veinfreq;
    float x = xcomp(PP) + turbscale * turbulence(PP, octaves, 2, 0.5);
    /* sin maps the stripes into 0..1 so the ramp repeats smoothly */
    color Ct = marble_ramp(0.5 + 0.5 * sin(x * PI));
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    Oi = Os;
    Ci = Oi * (Ct * (Ka * ambient() + Kd * diffuse(Nf))
               + specularcolor * Ks * specular(Nf, V, roughness));
}
