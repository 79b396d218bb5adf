/* Shows occlusion() at each point as a grey: samples rays, cosine-weighted
 * over the hemisphere on the side facing the eye, with the maxdist and
 * hitsides given. */
surface occlusion_value(float samples = 256; float maxdist = 1e30; string hitsides = "both")
{
    normal Nf = faceforward(normalize(N), I);
    float o = occlusion(P, Nf, samples, "maxdist", maxdist, "hitsides", hitsides);
    Ci = color(o, o, o);
    Oi = 1;
}
