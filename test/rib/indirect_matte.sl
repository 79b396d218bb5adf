/* A diffuse surface lit only by what indirectdiffuse() gathers: one bounce
 * through the surfaces it sees (their shaders' Ci). */
surface indirect_matte(float Kd = 1; float samples = 64)
{
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Os * Cs * Kd * indirectdiffuse(P, Nf, samples);
}
