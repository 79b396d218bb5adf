// Rust on metal: turbulence decides where the metal has rusted, a 20-knot
// Catmull-Rom float spline turns it into rust coverage with a sharp front,
// and the rusted part is rough and matte while the rest stays metal.
// 20 knots are 17 segments through knots 1..18: coverage(0) = knot 1 = 0,
// coverage(1) = knot 18 = 1, coverage(9/17) = knot 10 = 0.7.  Between two
// equal middle knots with equal neighbours the curve is flat: knots 3..6
// are all 0, so coverage(2.5/17) = 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call rust_coverage 0.529411765 | FileCheck --check-prefix=KNOT --match-full-lines %s
// KNOT: 0.7
// RUN: rsl-jit %s --call rust_coverage 0.147058824 | FileCheck --check-prefix=FLAT --match-full-lines %s
// FLAT: 0
// RUN: rsl-jit %s --call rust_coverage 1 | FileCheck --check-prefix=FULL --match-full-lines %s
// FULL: 1

#include "Inputs/patterns.h"

float rust_coverage(float x)
{
    return spline(x, 0, 0, 0, 0, 0, 0, 0, 0.05, 0.2, 0.45, 0.7, 0.85,
                  0.92, 0.96, 0.98, 0.99, 1, 1, 1, 1);
}

surface rust(float Ka = 1, Kd = 0.6, Ks = 0.9, roughness = 0.15;
             float frequency = 5, amount = 0.5; uniform float octaves = 6;
             color metalcolor = color(0.6, 0.6, 0.62), rustcolor = color(0.45, 0.2, 0.07))
{
    point PP = transform("shader", P) * frequency;
    float r = rust_coverage(clamp(turbulence(PP, octaves, 2, 0.5) + amount - 0.5, 0, 1));
    color dark = rustcolor * (0.6 + 0.4 * noise(PP * 8));
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    Oi = Os;
    Ci = Oi * (mix(metalcolor * Ka * ambient(), dark * (Ka * ambient() + Kd * diffuse(Nf)), r)
               + (1 - r) * Ks * metalcolor * specular(Nf, V, roughness));
}
