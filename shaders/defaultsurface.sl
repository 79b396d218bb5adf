/* defaultsurface: what a renderer shades with when no surface shader is
 * given: brightest where the surface faces the eye, needing no lights
 * (RI 3.2 appendix A). */
surface defaultsurface(float Kd = .8; float Ka = .2)
{
    float facing = normalize(I) . normalize(N);
    Oi = Os;
    Ci = Os * Cs * (Ka + Kd * facing * facing);
}
