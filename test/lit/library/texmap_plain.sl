// The oldest texture idiom: a painted plastic whose map is looked up by
// name at (s, t) with no options, skipped when the name is empty, the
// coordinates tiled by a helper shared with uniform and varying callers.
// tile_coord(2.25, 1) = 0.25 (the fraction of a repeat), tile_coord(0.6, 2) = 0.2.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call tile_coord 2.25 1 | FileCheck --check-prefix=ONE --match-full-lines %s
// ONE: 0.25
// RUN: rsl-jit %s --call tile_coord 0.6 2 | FileCheck --check-prefix=TWO --match-full-lines %s
// TWO: 0.2

#include "Inputs/patterns.h"

float tile_coord(float x, freq) { return repeat(x, freq); }

surface texmap_plain(float Ka = 1, Kd = 0.5, Ks = 0.5, roughness = 0.1;
                     color specularcolor = 1;
                     string texturename = ""; uniform float tiles = 1)
{
    /* uniform: the offset is the same at every point */
    uniform float offset = tile_coord(0.5, tiles);
    float ss = tile_coord(s + offset, tiles), tt = tile_coord(t, tiles);
    color Ct = Cs;
    if (texturename != "")
        Ct *= color texture(texturename, ss, tt);
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (Ct * (Ka * ambient() + Kd * diffuse(Nf))
               + specularcolor * Ks * specular(Nf, -normalize(I), roughness));
}
