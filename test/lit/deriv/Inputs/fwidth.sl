/* The filter width of s over the pixel, the libraries' filterwidth idiom
 * abs(Du(s) * du) + abs(Dv(s) * dv), times `scale` as a grey. */
surface fwidth(float scale = 4)
{
    float w = abs(Du(s) * du) + abs(Dv(s) * dv);
    Ci = w * scale;
    Oi = 1;
}
