/* constant: the surface's own color, unlit (RI 3.2 appendix A). */
surface constant()
{
    Oi = Os;
    Ci = Os * Cs;
}
