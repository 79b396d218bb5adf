// Value tests of the ray-traced queries on the host with no scene
// (rsl-jit --call binds none): they answer as in an empty scene (occlusion
// and indirectdiffuse 0, visibility 1: nothing in between, rayinfo("depth")
// 1 with depth 0: no ray above), while map lookups of a missing file give
// their fill (texture's "fill" 1 here; environment and shadow 0).
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-6

float t_rayinfo(float x) {
    float depth = x;
    return rayinfo("depth", depth) * 100 + depth;
}
// CASE: t_rayinfo 3 => 100
color t_lookups(float s, t) {
    return texture("missing.tx", s, t, "fill", 1) + environment("missing.tx", vector(s, t, 1))
         + shadow("missing.tx", point(s, t, 0)) + occlusion(point(0), normal(0, 0, 1), 16)
         + visibility(point(0), point(s, t, 1)) + indirectdiffuse(point(0), normal(0, 0, 1), 4);
}
// texture's fill 1 and visibility 1, the rest 0:
// CASE: t_lookups 0.5 0.5 => 2 2 2
