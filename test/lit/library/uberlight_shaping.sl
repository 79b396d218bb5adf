// A shaping light after the studio "uber" lights: the beam's cross-section
// is a superellipse in the light's frame, softened over the last "edge" of
// its measure, and a cut-on/cut-off in depth.  superellipse(x, y,
// a, b, roundness) measures (|x/a|^(2/r) + |y/b|^(2/r))^(r/2), 1 on the
// boundary: roundness 1 is an ellipse, so (0.3, 0.8) in a 0.5 by 1 ellipse
// is exactly on it (0.36 + 0.64 = 1); roundness 0.5 squares it up and the
// same point measures (0.6^4 + 0.8^4)^(1/4) = 0.5392^0.25 = 0.856914.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call superellipse 0.3 0.8 0.5 1 1 | FileCheck --check-prefix=ELLIPSE --match-full-lines %s
// ELLIPSE: 1
// RUN: rsl-jit %s --call superellipse 0.3 0.8 0.5 1 0.5 | FileCheck --check-prefix=SQUARE --match-full-lines %s
// SQUARE: 0.856914

float superellipse(float x, y, a, b, roundness)
{
    float e = 2 / roundness;
    return pow(pow(abs(x / a), e) + pow(abs(y / b), e), roundness / 2);
}

light uberlight_shaping(float intensity = 1; color lightcolor = 1;
                        float width = 0.5, height = 0.5, edge = 0.2, roundness = 1;
                        float cuton = 0.1, cutoff = 1e6, nearedge = 0.05, faredge = 0.5;
                        float falloff = 0, falloffdist = 1)
{
    point from = point "shader" (0, 0, 0);
    vector axis = normalize(vector "shader" (0, 0, 1));
    illuminate(from, axis, PI / 2) {
        vector Ls = vtransform("shader", -L);
        float z = zcomp(Ls);
        float shape = 0;
        if (z > 0) {
            /* the beam's cross-section at unit distance along the axis */
            float d = superellipse(xcomp(Ls) / z, ycomp(Ls) / z, width, height, roundness);
            shape = 1 - smoothstep(1 - edge, 1, d);
        }
        float depth = smoothstep(cuton - nearedge, cuton, z) * (1 - smoothstep(cutoff, cutoff + faredge, z));
        float dist = length(L);
        float atten = falloff > 0 ? pow(falloffdist / max(dist, 1e-6), falloff) : 1;
        Cl = intensity * lightcolor * shape * depth * atten;
    }
}
