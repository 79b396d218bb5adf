// A spot light with barn doors: four flaps in the light's own frame cut the
// beam at x and y limits (as tangents of the angle off the axis), each edge
// softened by its own width.  barn_door(x, lo, hi, edge) is 1 well inside
// [lo, hi], 0 outside, and 0.5 on a limit when the edge is symmetric:
// at 0 inside [-1, 1] it is 1, at 1 (the limit) 0.5, at 2 it is 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call barn_door 0 -1 1 0.2 | FileCheck --check-prefix=OPEN --match-full-lines %s
// OPEN: 1
// RUN: rsl-jit %s --call barn_door 1 -1 1 0.2 | FileCheck --check-prefix=EDGE --match-full-lines %s
// EDGE: 0.5
// RUN: rsl-jit %s --call barn_door 2 -1 1 0.2 | FileCheck --check-prefix=SHUT --match-full-lines %s
// SHUT: 0

float barn_door(float x, lo, hi, edge)
{
    return smoothstep(lo - edge / 2, lo + edge / 2, x) * (1 - smoothstep(hi - edge / 2, hi + edge / 2, x));
}

light barndoor_spot(float intensity = 1; color lightcolor = 1;
                    float coneangle = radians(40), conedeltaangle = radians(5);
                    float left = -0.5, right = 0.5, bottom = -0.3, top = 0.4, edgewidth = 0.1)
{
    /* The light looks down its shader-space +z. */
    point from = point "shader" (0, 0, 0);
    vector axis = normalize(vector "shader" (0, 0, 1));
    illuminate(from, axis, coneangle) {
        vector Ls = vtransform("shader", -L);
        float z = zcomp(Ls);
        float doors = 0;
        if (z > 0)
            doors = barn_door(xcomp(Ls) / z, left, right, edgewidth)
                  * barn_door(ycomp(Ls) / z, bottom, top, edgewidth);
        float cosangle = (L . axis) / length(L);
        float cone = smoothstep(cos(coneangle), cos(coneangle - conedeltaangle), -cosangle);
        Cl = intensity * lightcolor * doors * cone / (L . L);
    }
}
