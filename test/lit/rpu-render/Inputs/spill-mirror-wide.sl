/* Like spill-mirror.sl, but with five noise colors (and more) still needed
 * after the trace: more than the S window's 8 cells hold across the call. */
surface marblemirror(float Kd = .6, Kr = .5)
{
    normal Nf = faceforward(normalize(N), I);
    point PP = P * 3;
    color c0 = color noise(PP), c1 = color noise(PP * 2.1), c2 = color noise(PP * 4.3);
    color c3 = color noise(PP * 8.9), c4 = color noise(PP * 17.3), c5 = color noise(PP * 33.1);
    color c6 = color noise(PP + 1.7), c7 = color noise(PP * 2.1 + 3.1);
    color refl = trace(P, reflect(normalize(I), Nf));
    float f = comp(c0, 0) + comp(c1, 1) / 2 + comp(c2, 2) / 4;
    color c = spline(clamp(f, 0, 1), c0, c1, c2, c3, c4, c5, c6, c7);
    Oi = Os;
    Ci = Os * (c * Kd * diffuse(Nf) + Kr * refl * (c3 + c4 + c5 + c6 + c7) / 5);
}
