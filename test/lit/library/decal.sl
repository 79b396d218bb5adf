// A decal over the base colour: the decal's colour from channels 0..2 and
// its coverage from channel 3, "fill" 1 so a map with no alpha covers
// everything, and the decal placed by a box in (s, t) outside which it is
// absent.  inside_box(s, t, s0, t0, s1, t1) is 1 inside, 0 outside.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call inside_box 0.5 0.5 0.25 0.25 0.75 0.75 | FileCheck --check-prefix=IN --match-full-lines %s
// IN: 1
// RUN: rsl-jit %s --call inside_box 0.8 0.5 0.25 0.25 0.75 0.75 | FileCheck --check-prefix=OUT --match-full-lines %s
// OUT: 0

#include "Inputs/patterns.h"

float inside_box(float ss, tt, s0, t0, s1, t1)
{
    return pulse(s0, s1, ss) * pulse(t0, t1, tt);
}

surface decal(string decalmap = ""; float s0 = 0.25, t0 = 0.25, s1 = 0.75, t1 = 0.75;
              float Kd = 0.8)
{
    color Ct = Cs;
    float placed = inside_box(s, t, s0, t0, s1, t1);
    if (decalmap != "" && placed > 0) {
        float ds = (s - s0) / (s1 - s0), dt = (t - t0) / (t1 - t0);
        color dc = color texture(decalmap, ds, dt, "filter", "gaussian", "width", 1.5);
        float coverage = float texture(decalmap[3], ds, dt, "fill", 1);
        Ct = mix(Ct, dc, coverage);
    }
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Ct * Kd * (ambient() + diffuse(Nf));
}
