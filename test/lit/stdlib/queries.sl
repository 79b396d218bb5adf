// Value tests: what the renderer queries answer for a map that cannot be
// read (the host reads maps: texture_oiio.h) and on a target that traces no
// rays (runtime/glue_unsupported.h): textureinfo, rayinfo and texture3d
// return 0 and leave their outputs as they were; a lookup of a missing map
// is black (its "fill", 0 by default: test/lit/texture), occlusion and
// visibility give 0;
// gather runs its else branch
// once per sample (every ray missed), break and continue inside it apply
// to its loop of samples.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-6

float t_textureinfo(float x, y) {
    float res[2] = {x, y};
    float ok = textureinfo("missing.tx", "resolution", res);
    return ok * 100 + res[0] + res[1];
}
// CASE: t_textureinfo 7 8 => 15
float t_rayinfo(float x) {
    float depth = x;
    return rayinfo("depth", depth) * 100 + depth;
}
// CASE: t_rayinfo 3 => 3
float t_texture3d(float x) {
    float area = x;
    color rad = color(x, x, x);
    return texture3d("missing.ptc", point(0), normal(0, 0, 1), "_area", area, "_radiosity", rad) * 100 + area + comp(rad, 1);
}
// CASE: t_texture3d 2 => 4
color t_lookups(float s, t) {
    return texture("missing.tx", s, t) + environment("missing.tx", vector(s, t, 1))
         + shadow("missing.tx", point(s, t, 0)) + occlusion(point(0), normal(0, 0, 1), 16)
         + visibility(point(0), point(s, t, 1)) + indirectdiffuse(point(0), normal(0, 0, 1), 4);
}
// CASE: t_lookups 0.5 0.5 => 0 0 0
float t_gather(float n) {
    float hits = 0, misses = 0;
    color c = 0;
    gather("illuminance", point(0), vector(0, 0, 1), 0.5, n, "surface:Ci", c) {
        hits += 1;
    } else {
        misses += 1;
    }
    return hits * 100 + misses;
}
// CASE: t_gather 16 => 16
// CASE: t_gather 0 => 0
// CASE: t_gather -3 => 0
// rays 0, 1, 2 are below 2.5 samples:
// CASE: t_gather 2.5 => 3
float t_gather_break(float n) {
    float count = 0, after = 0;
    for (after = 0; after < 2; after += 1) {
        gather("", point(0), vector(0, 0, 1), 0.5, n) {
            count += 100;
        } else {
            count += 1;
            if (count >= 3)
                break;
        }
    }
    return count * 10 + after;
}
// the else branch's break leaves the for loop (gather's loop is its body's)
// on the third miss, before `after` counts a pass:
// CASE: t_gather_break 8 => 30
