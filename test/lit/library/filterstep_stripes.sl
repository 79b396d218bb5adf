// Stripes antialiased with the built-in filterstep in both RI forms: the
// two-argument step filtered over the shading element, and the
// three-argument form filtered over an explicit interval [s1, s2], with
// the filter chosen by the "filter" option and widened by "width".
// With a box filter the three-argument form is the fraction of [s1, s2]
// past the edge: over [0.25, 0.75] an edge at 0.5 gives 0.5, over
// [0.4, 0.8] it gives 0.75, and an interval wholly past the edge gives 1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call box_step 0.5 0.25 0.75 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.5
// RUN: rsl-jit %s --call box_step 0.5 0.4 0.8 | FileCheck --check-prefix=MOST --match-full-lines %s
// MOST: 0.75
// RUN: rsl-jit %s --call box_step 0.5 0.6 0.9 | FileCheck --check-prefix=ALL --match-full-lines %s
// ALL: 1

float box_step(float edge, s1, s2) { return filterstep(edge, s1, s2, "filter", "box"); }

surface filterstep_stripes(float frequency = 10, duty = 0.5, blur = 1;
                           color stripecolor = color(0.1, 0.2, 0.6); float Kd = 0.8)
{
    float ss = mod(s * frequency, 1);
    /* on from 0 to duty: up at 0 (always), down at duty */
    float stripe = 1 - filterstep(duty, ss, "width", blur);
    /* a second, softer band from t, filtered over a fixed interval */
    float band = filterstep(0.5, t - 0.05, t + 0.05);
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(Cs, stripecolor, stripe * (0.5 + 0.5 * band)) * Kd * (ambient() + diffuse(Nf));
}
