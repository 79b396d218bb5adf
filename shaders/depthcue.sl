/* depthcue: fades towards the background color with depth, linearly from
 * mindistance to maxdistance in depth(P) units (RI 3.2 appendix A). */
volume depthcue(float mindistance = 0; float maxdistance = 1; color background = 0)
{
    float d = clamp((depth(P) - mindistance) / (maxdistance - mindistance), 0, 1);
    Ci = mix(Ci, background, d);
    Oi = mix(Oi, color(1, 1, 1), d);
}
