/* Prints what gather finds along the surface normal (facing the eye) and
 * the opposite way, one ray each, and the Ci of the first hit; then how
 * many of 64 rays in a cone of half-angle 0.5 about the normal hit, and
 * the smallest cosine between a ray and the normal. */
surface gather_probe()
{
    normal Nf = faceforward(normalize(N), I);
    color c = 0, o = 0;
    point hp = 0;
    normal hn = 0;
    float len = -1;
    vector dir = 0;
    gather("", P, Nf, 0, 1, "surface:Ci", c, "surface:Oi", o, "primitive:P", hp, "primitive:N", hn,
           "ray:length", len, "ray:direction", dir) {
        printf("hit Ci %.3c Oi %.3c P %.3p N %.3p length %.3f direction %.3p\n", c, o, hp, hn, len, dir);
        Ci = c;
    } else {
        printf("miss\n");
    }
    gather("", P, -Nf, 0, 1, "ray:direction", dir) {
        printf("hit behind\n");
    } else {
        printf("miss behind, direction %.3p\n", dir);
    }
    float hits = 0, misses = 0, mincos = 2;
    gather("", P, Nf, 0.5, 64, "ray:direction", dir) {
        hits += 1;
        mincos = min(mincos, normalize(dir) . Nf);
    } else {
        misses += 1;
    }
    float inside = mincos >= cos(0.5) - 1e-6 ? 1 : 0, spread = mincos < cos(0.3) ? 1 : 0;
    printf("cone: %d hits, %d misses, all within the cone: %d, some past 0.3: %d\n", hits, misses, inside, spread);
    Oi = 1;
}
