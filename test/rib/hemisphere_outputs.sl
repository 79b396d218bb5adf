/* Shows the named outputs of occlusion() and indirectdiffuse() over the
 * hemisphere facing the eye, with the environment map `envmap` looked up
 * in the space `envspace` ("": current):
 *   show 0: occlusion's "environmentdir" d as 0.5 + 0.5 d
 *   show 1: occlusion's "environmentcolor"
 *   show 2: indirectdiffuse's "occlusion" (red), its color's red (green)
 *           and its "environmentcolor"'s red (blue). */
surface hemisphere_outputs(float samples = 4096; string envmap = ""; string envspace = ""; float show = 0)
{
    normal Nf = faceforward(normalize(N), I);
    vector dir = 0;
    color sky = 0;
    float occ = 0;
    if (show == 0) {
        occ = occlusion(P, Nf, samples, "environmentdir", dir);
        Ci = 0.5 + 0.5 * color(xcomp(dir), ycomp(dir), zcomp(dir));
    } else if (show == 1) {
        occ = occlusion(P, Nf, samples, "environmentmap", envmap, "environmentspace", envspace,
                        "environmentcolor", sky);
        Ci = sky;
    } else {
        color c = indirectdiffuse(P, Nf, samples, "environmentmap", envmap, "occlusion", occ,
                                  "environmentcolor", sky);
        Ci = color(occ, comp(c, 0), comp(sky, 0));
    }
    Oi = 1;
}
