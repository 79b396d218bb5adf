// Bump from a height map: the float texture sampled with "blur" and
// "filter", scaled, the point moved along the normal and the normal
// recomputed.  height_remap(h, lo, hi) maps the map's 0..1 into lo..hi:
// 0.25 into -1..1 is -0.5.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call height_remap 0.25 -1 1 | FileCheck --check-prefix=REMAP --match-full-lines %s
// REMAP: -0.5

float height_remap(float h, lo, hi) { return lo + h * (hi - lo); }

displacement bump_texture(float Km = 0.02; string bumpmap = "";
                          float bumpblur = 0, lo = -0.5, hi = 0.5;
                          string filter = "box")
{
    float h = 0;
    if (bumpmap != "")
        h = height_remap(float texture(bumpmap, s, t, "blur", bumpblur, "filter", filter), lo, hi);
    /* move in object space so the bump scales with the object */
    normal Nn = normalize(N);
    vector dP = vtransform("object", Km * h * Nn);
    P += vtransform("object", "current", dP);
    N = calculatenormal(P);
}
