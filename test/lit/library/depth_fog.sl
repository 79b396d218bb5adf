// An atmosphere in the library style: fog by exponential density with a
// height falloff (denser near the ground plane y = 0 of "world" space), the
// distance the light crossed taken from the length of I.
// height_density(y, density, falloff) is density * exp(-falloff * y): at the
// ground it is the density, falloff 1 at height ln 2 halves it.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call height_density 0 0.2 1 | FileCheck --check-prefix=GROUND --match-full-lines %s
// GROUND: 0.2
// RUN: rsl-jit %s --call height_density 0.693147181 0.2 1 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.1

float height_density(float y, density, falloff) { return density * exp(-falloff * y); }

volume depth_fog(float density = 0.1, falloff = 0.5; color fogcolor = color(0.7, 0.75, 0.8))
{
    /* the average height along the path from the eye to the point */
    point Pw = transform("world", P), Ew = transform("world", E);
    float y = max(0, 0.5 * (ycomp(Pw) + ycomp(Ew)));
    float d = length(I);
    float fog = 1 - exp(-height_density(y, density, falloff) * d);
    Ci = mix(Ci, fogcolor, fog);
    Oi = mix(Oi, color 1, fog);
}
