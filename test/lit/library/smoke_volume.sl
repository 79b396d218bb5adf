// Smoke by ray marching: the interior volume steps from the eye side of
// the segment to the shaded point, sampling fBm density and accumulating
// colour and opacity front to back, as volume shaders in libraries do.
// accumulate_opacity(alpha, density, step) composites one step of
// opacity 1 - exp(-density * step) under the running alpha: from 0 with
// density * step = ln 2 it is 0.5, from 0.5 again 0.75.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call accumulate_opacity 0 0.693147181 1 | FileCheck --check-prefix=ONE --match-full-lines %s
// ONE: 0.5
// RUN: rsl-jit %s --call accumulate_opacity 0.5 0.693147181 1 | FileCheck --check-prefix=TWO --match-full-lines %s
// TWO: 0.75

#include "Inputs/patterns.h"

float accumulate_opacity(float opacity, density, stepsize)
{
    float a = 1 - exp(-density * stepsize);
    return opacity + (1 - opacity) * a;
}

volume smoke_volume(float density = 1, frequency = 2, stepsize = 0.1; uniform float maxsteps = 64;
                    color smokecolor = color(0.6, 0.6, 0.65))
{
    point Pstart = P - I;
    float total = length(I);
    vector dir = I / max(total, 1e-6);
    color Cv = 0;
    float opacity = 0, travelled = 0;
    uniform float i;
    for (i = 0; i < maxsteps; i += 1) {
        if (travelled < total && opacity < 0.99) {
            float dt = min(stepsize, total - travelled);
            point Psample = transform("shader", Pstart + (travelled + dt / 2) * dir);
            float d = density * max(0, fBm(Psample * frequency, 4, 2, 0.5) + 0.3);
            float before = opacity;
            opacity = accumulate_opacity(opacity, d, dt);
            Cv += (opacity - before) * smokecolor;
            travelled += dt;
        }
    }
    Ci = Cv + (1 - opacity) * Ci;
    Oi = opacity + (1 - opacity) * Oi;
}
