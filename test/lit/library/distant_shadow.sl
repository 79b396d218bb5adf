// A sun: a distant light with a soft shadow map ("blur", "bias",
// "samples") and a colour temperature ramp.  sun_color(elevation) warms the
// light near the horizon with a 4-knot linear spline: one segment from
// knot 1 (horizon, (1, 0.5, 0.2)) to knot 2 (zenith, (1, 1, 1)); at
// elevation 0.5 halfway: (1, 0.75, 0.6).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call sun_color 0.5 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 1 0.75 0.6
// RUN: rsl-jit %s --call sun_color 0 | FileCheck --check-prefix=LOW --match-full-lines %s
// LOW: 1 0.5 0.2

color sun_color(float elevation)
{
    return spline("linear", elevation, color(1, 0.4, 0.1), color(1, 0.5, 0.2), color(1, 1, 1), color(1, 1, 1));
}

light distant_shadow(float intensity = 1;
                     point from = point "shader" (0, 0, 0), to = point "shader" (0, 0, 1);
                     string shadowname = ""; float shadowblur = 0.01, shadowbias = 0.05, shadowsamples = 32)
{
    uniform vector dir = normalize(to - from);
    /* elevation: how far the sun is above the world's horizontal plane */
    uniform float elevation = clamp(-ycomp(vtransform("world", dir)), 0, 1);
    solar(dir, 0) {
        float lit = 1;
        if (shadowname != "")
            lit = 1 - shadow(shadowname, Ps, "blur", shadowblur, "bias", shadowbias,
                             "samples", shadowsamples);
        Cl = intensity * sun_color(elevation) * lit;
    }
}
