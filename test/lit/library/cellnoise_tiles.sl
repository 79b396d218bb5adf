// Tiles coloured by cell noise: whichtile() names the tile a point falls in,
// every point of a tile gets the same random colour, and a filtered pulse
// train draws the grout.  tile_index(x, freq) is floor(x * freq): 0.37 at
// 8 tiles is tile 2, -0.1 is tile -1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call tile_index 0.37 8 | FileCheck --check-prefix=IN --match-full-lines %s
// IN: 2
// RUN: rsl-jit %s --call tile_index -0.1 8 | FileCheck --check-prefix=NEG --match-full-lines %s
// NEG: -1
// Two points of one tile share its colour; cellnoise is constant on cells.
// RUN: rsl-jit %s --call same_tile_colour 0.3 0.3 0.35 0.33 8 | FileCheck --check-prefix=SAME --match-full-lines %s
// SAME: 1

#include "Inputs/patterns.h"

float tile_index(float x, freq) { return whichtile(x, freq); }

color tile_colour(float ss, tt, freq)
{
    return color cellnoise(tile_index(ss, freq), tile_index(tt, freq));
}

float same_tile_colour(float s0, t0, s1, t1, freq)
{
    return tile_colour(s0, t0, freq) == tile_colour(s1, t1, freq) ? 1 : 0;
}

surface cellnoise_tiles(float frequency = 8, groutwidth = 0.06, variation = 0.3;
                        color groutcolor = color(0.5, 0.5, 0.45))
{
    float ds = filterwidth(s * frequency), dt = filterwidth(t * frequency);
    /* A tile is where neither grout line is: the pulse train is 1 inside. */
    float inside = filteredpulsetrain(1 - groutwidth, 1, s * frequency + groutwidth / 2, ds)
                 * filteredpulsetrain(1 - groutwidth, 1, t * frequency + groutwidth / 2, dt);
    color tile = Cs * (1 - variation + variation * tile_colour(s, t, frequency));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(groutcolor, tile, inside) * (ambient() + diffuse(Nf));
}
