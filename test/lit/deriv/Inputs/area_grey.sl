/* area(P), the shading point's area |dPdu du x dPdv dv|, times `scale`
 * as a grey. */
surface area_grey(float scale = 8)
{
    Ci = area(P) * scale;
    Oi = 1;
}
