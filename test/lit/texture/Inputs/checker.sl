/* A checkerboard in texture space, `sfreq` x `tfreq` periods over s and t,
 * black where both square waves are off
 * (as a checker texture of oiiotool's: black at (0, 0)).  Filtered (unless
 * `filtered` is 0) the way shader libraries anti-alias: each square wave
 * box-filtered over its filter width, the filterwidth idiom
 * abs(Du(x) * du) + abs(Dv(x) * dv), by the integral of the pulse train
 * (Advanced RenderMan's filteredpulsetrain); the two combined as the
 * filtered exclusive or a (1 - b) + b (1 - a). */
float pulses(float x) { return floor(x) * 0.5 + max(0, x - floor(x) - 0.5); }

float square(float x; float filtered)
{
    float w = filtered != 0 ? abs(Du(x) * du) + abs(Dv(x) * dv) : 0;
    return w > 0 ? (pulses(x + w / 2) - pulses(x - w / 2)) / w : x - floor(x) >= 0.5 ? 1 : 0;
}

surface checker(float sfreq = 1, tfreq = 1, filtered = 1)
{
    float a = square(s * sfreq, filtered), b = square(t * tfreq, filtered);
    Ci = a * (1 - b) + b * (1 - a);
    Oi = 1;
}
