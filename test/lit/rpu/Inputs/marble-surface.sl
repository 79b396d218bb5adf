// The marble of issue 11 as a surface (test/lit/rpu/spill-marble.test): six
// noise octaves and a 7-knot color spline, all inlined into the entry.
surface marble(float Ks = .4, Kd = .6, Ka = .1, roughness = .1; color specularcolor = 1)
{
    normal Nf = faceforward(normalize(N), I);
    point PP = transform("shader", P);
    float f = 0, freq = 1;
    float i;
    for (i = 0; i < 6; i += 1) {
        f += abs(noise(PP * freq) - 0.5) / freq;
        freq *= 2.17;
    }
    color c = spline(clamp(f, 0, 1),
                     color(0.10, 0.10, 0.35), color(0.80, 0.80, 0.90),
                     color(0.20, 0.30, 0.60), color(0.95, 0.95, 0.98),
                     color(0.35, 0.10, 0.20), color(0.70, 0.75, 0.85),
                     color(0.05, 0.05, 0.25));
    vector V = -normalize(I);
    Oi = Os;
    Ci = Os * (c * (Ka * ambient() + Kd * diffuse(Nf)) + specularcolor * Ks * specular(Nf, V, roughness));
}
