/* fog: exponential attenuation towards the background color along the
 * ray, `distance` the length over which it reaches 1 - 1/e (RI 3.2
 * appendix A). */
volume fog(float distance = 1; color background = 0)
{
    float d = 1 - exp(-length(I) / distance);
    Ci = mix(Ci, background, d);
    Oi = mix(Oi, color(1, 1, 1), d);
}
