// One shader, several patterns chosen by a uniform string parameter, the way
// library shaders offer "stripes", "checks" or "dots": string comparisons
// select the helper.  pattern_value("checks", 0.3, 0.7, 2) is 1 (tile
// (0, 1): odd sum); ("stripes", 0.3, 0.7, 2) is 0 (s * 2 = 0.6: in the second
// half of its period); ("dots", 0.25, 0.25, 2) is 1 (a dot's centre);
// an unknown name gives 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call pattern_value '"checks"' 0.3 0.7 2 | FileCheck --check-prefix=CHECKS --match-full-lines %s
// CHECKS: 1
// RUN: rsl-jit %s --call pattern_value '"stripes"' 0.3 0.7 2 | FileCheck --check-prefix=STRIPES --match-full-lines %s
// STRIPES: 0
// RUN: rsl-jit %s --call pattern_value '"dots"' 0.25 0.25 2 | FileCheck --check-prefix=DOTS --match-full-lines %s
// DOTS: 1
// RUN: rsl-jit %s --call pattern_value '"waves"' 0.25 0.25 2 | FileCheck --check-prefix=UNKNOWN --match-full-lines %s
// UNKNOWN: 0

#include "Inputs/patterns.h"

float pattern_value(uniform string pattern; float ss, tt, freq)
{
    float value = 0;
    if (pattern == "stripes")
        value = 1 - step(0.5, repeat(ss, freq));
    else if (pattern == "checks")
        value = mod(whichtile(ss, freq) + whichtile(tt, freq), 2);
    else if (pattern == "dots") {
        float ds = repeat(ss, freq) - 0.5, dt = repeat(tt, freq) - 0.5;
        value = 1 - smoothstep(0.2, 0.25, sqrt(ds * ds + dt * dt));
    }
    return value;
}

surface pattern_by_name(uniform string pattern = "checks"; float frequency = 8;
                        color color1 = 1, color2 = color(0.1, 0.1, 0.1); float Kd = 0.8)
{
    color Ct = mix(color1, color2, pattern_value(pattern, s, t, frequency));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Ct * Kd * (ambient() + diffuse(Nf));
}
