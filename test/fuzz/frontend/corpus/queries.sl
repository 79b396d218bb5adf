surface q(string map = "m.tx"; float k = 1)
{
    color c = texture(map[1], s, t, "blur", 0.1, "filter", "gaussian");
    float f = texture(map) + float environment("e.tx"[k], I, I, N, N, "width", 2);
    f += shadow("s.tx", P, "bias", 0.01) + filterstep(0.5, s, t, "filter", "box");
    float res[2];
    f += textureinfo(map, "resolution", res) + occlusion(P, N, 16, "maxdist", 2);
    color e;
    gather("illuminance", P, N, 0.5, 8, "surface:Ci", e) { c += e; } else { f += 1; }
    illuminance("spec", P, N, 1, "lightcache", "reuse") { c += Cl; }
    f += bake3d("a.ptc", "", P, N, "_a", f) + texture3d("a.ptc", P, N, "_a", f);
    Ci = c * f;
}
