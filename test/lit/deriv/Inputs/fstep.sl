/* The box-filtered step of s at 0.01 below s, as a grey: 0.5 + 0.01 / w
 * where w is the filter width of s over the pixel. */
surface fstep()
{
    Ci = filterstep(s - 0.01, s, "filter", "box");
    Oi = 1;
}
