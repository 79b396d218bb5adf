/* Shows as a grey visibility() (`kind` 0) or transmission() (1) from P to
 * `reach` beyond it along I, with `samples` rays in a cone of half-angle
 * `cone` radians about that segment. */
surface segment_probe(float kind = 0, samples = 4096, cone = 0.5, reach = 4)
{
    point to = P + reach * normalize(I);
    if (kind == 0) {
        float vis = visibility(P, to, "samples", samples, "samplecone", cone);
        Ci = color(vis, vis, vis);
    } else {
        Ci = transmission(P, to, "samples", samples, "samplecone", cone);
    }
    Oi = 1;
}
