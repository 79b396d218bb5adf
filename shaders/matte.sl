/* matte: a Lambertian surface lit by the ambient and diffuse lights
 * (RI 3.2 appendix A). */
surface matte(float Ka = 1; float Kd = 1)
{
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Os * Cs * (Ka * ambient() + Kd * diffuse(Nf));
}
