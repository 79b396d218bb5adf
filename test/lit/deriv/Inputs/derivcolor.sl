/* Derivatives as colors: red Du(u) = 1, green Dv(v) = 1 (u and v are the
 * triangle's barycentrics), blue d/du of sin(3u) over 3: cos(3u), in
 * [cos(3), 1] for u in [0, 1], mapped to [0, 1] by (x + 1) / 2. */
surface derivcolor()
{
    Ci = color(Du(u), Dv(v), (Deriv(sin(3 * u), u) / 3 + 1) / 2);
    Oi = 1;
}
