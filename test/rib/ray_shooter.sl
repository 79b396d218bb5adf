/* Traces one ray from P: `kind` 0 an indirectdiffuse() ray (labelled
 * "bounce") about the normal facing away from the eye, 1 a transmission()
 * ray (labelled "through") to 10 beyond P along I. */
surface ray_shooter(float kind = 0)
{
    normal Nf = faceforward(normalize(N), I);
    if (kind == 0)
        Ci = indirectdiffuse(P, -Nf, 1, "label", "bounce");
    else
        Ci = transmission(P, P + 10 * normalize(I), "label", "through");
    Oi = 1;
}
