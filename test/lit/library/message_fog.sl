// An atmosphere that asks the surface it shades for its own fog settings
// by message passing: surface("fogdensity", d) overrides the shader's
// density where the surface has that parameter, and
// displacement("bumpheight", h) thickens the fog over bumped ground.
// fog_factor(distance, density) is 1 - exp(-density * distance): at
// density 0 nothing, at density * distance = ln 2 one half.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call fog_factor 10 0 | FileCheck --check-prefix=CLEAR --match-full-lines %s
// CLEAR: 0
// RUN: rsl-jit %s --call fog_factor 2 0.34657359 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.5

float fog_factor(float distance, density) { return 1 - exp(-density * distance); }

volume message_fog(float density = 0.05; color fogcolor = color(0.6, 0.65, 0.7))
{
    float d = density, h = 0;
    float surfacedensity = 0;
    if (surface("fogdensity", surfacedensity) != 0)
        d = surfacedensity;
    if (displacement("bumpheight", h) != 0)
        d *= 1 + h;
    Ci = mix(Ci, fogcolor, fog_factor(length(I), d));
    Oi = mix(Oi, color 1, fog_factor(length(I), d));
}
