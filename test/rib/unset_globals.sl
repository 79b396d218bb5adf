/* unset_globals: reads globals a camera hit does not compute, which the
 * renderer leaves at their defaults (ncomps 3, time 0, dtime 0) only for
 * the shaders that read them. */
surface unset_globals()
{
    Oi = 1;
    Ci = color(ncomps / 4, time + 0.25, dtime + 0.5);
}
