// Wood: growth rings around the shader-space z axis, wobbled by noise, with
// the ring profile a 15-knot linear spline over a float array.  15 knots are
// 12 linear segments through knots 1..13: at x = 0.5 (segment 6, t = 0) the
// profile is knot 7 = 1, at x = 0.25 knot 4 = 0.55, and at x = 0.125
// (segment 1, t = 0.5) halfway between knots 2 and 3: (0.15 + 0.3) / 2 = 0.225.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call ring_profile 0.5 | FileCheck --check-prefix=LATE --match-full-lines %s
// LATE: 1
// RUN: rsl-jit %s --call ring_profile 0.25 | FileCheck --check-prefix=MID --match-full-lines %s
// MID: 0.55
// RUN: rsl-jit %s --call ring_profile 0.125 | FileCheck --check-prefix=EARLY --match-full-lines %s
// EARLY: 0.225

#include "Inputs/patterns.h"

float ring_profile(float x)
{
    /* early wood light and soft, late wood dark and sharp */
    float knots[15] = { 0, 0, 0.15, 0.3, 0.55, 0.75, 0.9, 1, 0.95, 0.8, 0.6, 0.35, 0.1, 0, 0 };
    return spline("linear", x, knots);
}

surface wood_rings(float Ka = 1, Kd = 0.75, Ks = 0.3, roughness = 0.1;
                   float ringscale = 12, grainy = 1, wobble = 0.2;
                   color lightwood = color(0.69, 0.44, 0.25), darkwood = color(0.35, 0.22, 0.08))
{
    point PP = transform("shader", P);
    PP += wobble * vector(snoise(PP), snoise(PP + 3.5), 0);
    float r = sqrt(xcomp(PP) * xcomp(PP) + ycomp(PP) * ycomp(PP)) * ringscale;
    r += abs(snoise(r)) * 0.3;
    float ring = ring_profile(mod(r, 1));
    /* fine grain streaks along z */
    float grain = grainy * smoothstep(0.6, 0.9, noise(PP * vector(48, 48, 2)));
    color Ct = mix(lightwood, darkwood, clamp(ring + grain * 0.3, 0, 1));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (Ct * (Ka * ambient() + Kd * diffuse(Nf))
               + Ks * (1 - 0.5 * ring) * specular(Nf, -normalize(I), roughness));
}
