/* visibility() from each point to `to` in red, transmission() in green. */
surface visibility_probe(point to = point "world" (0, 0, 0))
{
    Ci = color(visibility(P, to), comp(transmission(P, to), 1), 0);
    Oi = 1;
}
