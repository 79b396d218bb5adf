// Cartoon shading: the diffuse term quantised into a few bands with soft
// band edges, a hard specular spot and an ink line where the surface turns
// away from the eye; the illuminance loop sums the lights itself.
// toon_bands(x, 3, 0) rounds down to thirds: 0.5 -> 1/3, 0.7 -> 2/3, 1 -> 1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call toon_bands 0.5 3 0 | FileCheck --check-prefix=LOW --match-full-lines %s
// LOW: 0.333333
// RUN: rsl-jit %s --call toon_bands 0.7 3 0 | FileCheck --check-prefix=MID --match-full-lines %s
// MID: 0.666667
// RUN: rsl-jit %s --call toon_bands 1 3 0 | FileCheck --check-prefix=TOP --match-full-lines %s
// TOP: 1

float toon_bands(float x, bands, softness)
{
    float scaled = x * bands;
    float band = floor(scaled);
    /* soften each step over the last "softness" of the band below it */
    float edge = softness > 0 ? smoothstep(1 - softness, 1, scaled - band) : 0;
    return min(1, (band + edge) / bands);
}

surface toon_shading(float Kd = 1, Ks = 0.6, bands = 3, softness = 0.1;
                     float specsize = 0.92, inkwidth = 0.25; color inkcolor = 0)
{
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    float lit = 0, spec = 0;
    illuminance(P, Nf, PI / 2) {
        vector Ln = normalize(L);
        lit += (Ln . Nf) * luminance(Cl);
        spec = max(spec, step(specsize, normalize(Ln + V) . Nf));
    }
    float ink = 1 - smoothstep(inkwidth * 0.5, inkwidth, V . Nf);
    color C = Cs * Kd * toon_bands(clamp(lit, 0, 1), bands, softness) + Ks * spec;
    Oi = Os;
    Ci = Oi * mix(C, inkcolor, ink);
}
